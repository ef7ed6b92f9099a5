/// Which framework a platform, and so a module, is generated for, and the module's names
/// inside that framework's types.
extension TargetPlatform {
    /// The framework this platform's generated code is written for.
    var uiFramework: UIFramework {
        switch self {
        case .iOS, .tvOS, .visionOS: return .uiKit
        case .macOS: return .appKit
        }
    }

    /// One platform per UI framework, in declaration order: enough to render every variant
    /// of what depends on the framework alone (the support module).
    public static var onePerFramework: [TargetPlatform] {
        var seen: Set<ObjectIdentifier> = []
        return allCases.filter { seen.insert(ObjectIdentifier($0.uiFramework)).inserted }
    }
}

extension AppModel {
    /// The framework of this module's platform.
    var framework: UIFramework { platform.uiFramework }
}

extension UIFramework {
    /// `Name` or, beside a support module, `<Module>Name`: the module's storyboard-name enum
    /// inside the framework's storyboard type.
    func storyboardNamesEnum(of model: AppModel) -> String {
        model.supportModule == nil ? storyboardNames : "\(model.module)\(storyboardNames)"
    }

    /// The same, as a type at a use site: `UIStoryboard.Name`.
    func storyboardNameType(of model: AppModel) -> String {
        "\(storyboardType).\(storyboardNamesEnum(of: model))"
    }
}
