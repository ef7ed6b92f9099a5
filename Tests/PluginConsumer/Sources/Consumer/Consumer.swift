// The consumer's own code. The plugin writes the generated screens into Screens/.
public enum Consumer {}
