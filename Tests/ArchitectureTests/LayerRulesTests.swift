import Testing

/// The dependency rule, checked on the sources: each layer imports only what it may.
@Suite("Layer rules")
struct LayerRulesTests {
    /// What each Swift target may import. A new import must be added here on purpose, in review.
    static let allowedImports: [String: Set<String>] = [
        // The core: the standard library only.
        "Domain": [],
        "DomainTesting": ["Domain", "Synchronization"],
        "Platform": ["Domain", "CCurl", "FoundationEssentials", "Synchronization", "Glibc"],
        // Text made safe to print: the standard library only.
        "TerminalSafety": [],
        // The app sees Domain's protocols, never Platform: the package graph makes that a compile error too.
        "Application": ["Domain", "TerminalSafety", "ArgumentParser", "TOMLKit", "FoundationEssentials", "Glibc"],
        // The thin executable: `Main`, the only code that touches the process (its environment, signals and exit), and
        // the one composition root.
        "ForecastCLI": ["Application", "Domain", "Platform", "FoundationEssentials", "Glibc"],
        // The stand-in for the services: Domain's astronomy gives the Sun's rise and set it makes for a place.
        "StubServer": ["CZlib", "Domain", "Foundation", "Synchronization", "Glibc"],
        // The stand-in's command: the catalogue (Platform) and the variables' rule (Application) make its exports.
        "ForecastStubServer": ["StubServer", "ArgumentParser", "Application", "Platform", "Glibc"],
    ]

    /// The layers, inner first: none may import one after it.
    static let layers = ["Domain", "Platform", "Application"]

    @Test("every Swift target is covered by the rules")
    func everyTargetHasRules() throws {
        let swiftTargets = try PackageSources.targets().filter { !$0.hasPrefix("C") }
        #expect(Set(swiftTargets) == Set(Self.allowedImports.keys))
    }

    @Test("each target imports only what its rules allow", arguments: allowedImports.keys.sorted())
    func importsAreAllowed(target: String) throws {
        let allowed = try #require(Self.allowedImports[target])
        let forbidden = try PackageSources.imports(ofTarget: target).filter { !allowed.contains($0.module) }
        #expect(forbidden.isEmpty, "\(target) may import only \(allowed.sorted()); found:\n\(forbidden.map(\.description).joined(separator: "\n"))")
    }

    @Test("Domain imports nothing: no networking, curl, Foundation, Platform or Application")
    func domainIsPure() throws {
        #expect(try PackageSources.imports(ofTarget: "Domain").isEmpty)
    }

    @Test("Application never reaches libcurl")
    func applicationAvoidsCurl() throws {
        #expect(try PackageSources.imports(ofTarget: "Application").allSatisfy { $0.module != "CCurl" })
    }

    @Test("no layer imports a layer above it")
    func noUpwardImports() throws {
        for (index, layer) in Self.layers.enumerated() {
            let above = Set(Self.layers[(index + 1)...])
            let upward = try PackageSources.imports(ofTarget: layer).filter { above.contains($0.module) }
            #expect(upward.isEmpty, "\(layer) imports a layer above it: \(upward)")
        }
    }

    @Test("only the composition root, and the stub server's command (a tool, for its exports), see both the app and Platform")
    func platformOnlyInCompositionRoot() throws {
        var seeingBoth: [String] = []
        for target in Self.allowedImports.keys {
            let modules = Set(try PackageSources.imports(ofTarget: target).map(\.module))
            if modules.isSuperset(of: ["Application", "Platform"]) { seeingBoth.append(target) }
        }
        #expect(seeingBoth.sorted() == ["ForecastCLI", "ForecastStubServer"])
        let files = try PackageSources.imports(ofTarget: "ForecastCLI").filter { $0.module == "Platform" }.map(\.file)
        #expect(files == ["Sources/ForecastCLI/CompositionRoot.swift"])
        let toolFiles = try PackageSources.imports(ofTarget: "ForecastStubServer").filter { $0.module == "Platform" }.map(\.file)
        #expect(toolFiles == ["Sources/ForecastStubServer/StubServerCommand.swift"])
    }

    @Test("libraries re-export nothing and hide nothing: no @_exported or @_implementationOnly imports",
          arguments: ["Domain", "Platform", "DomainTesting"])
    func noUnderscoredImports(target: String) throws {
        let underscored = try PackageSources.imports(ofTarget: target).filter { $0.attribute?.hasPrefix("@_") == true }
        #expect(underscored.isEmpty, "\(underscored)")
    }
}
