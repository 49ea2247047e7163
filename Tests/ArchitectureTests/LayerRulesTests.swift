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
        // The core every front door shares sees Domain's protocols, never Platform, and no front door: no argument
        // parser, no configuration format (Glibc for its mathematics only; see `coreTouchesNoProcess`).
        "Application": ["Domain", "TerminalSafety", "Glibc"],
        // The settings every front door reads: the configuration file's TOML is read here and nowhere else.
        "ForecastSettings": ["Application", "Domain", "TOMLKit", "FoundationEssentials", "Glibc"],
        // The command-line front door: the argument parser, the terminal and the process's streams.
        "ForecastCommandLine": ["Application", "ForecastSettings", "Domain", "TerminalSafety", "ArgumentParser", "FoundationEssentials", "Glibc"],
        // The thin executable: `Main`, the only code that touches the process (its environment, signals and exit), and
        // the one composition root.
        "ForecastCLI": ["ForecastCommandLine", "Application", "Domain", "Platform", "FoundationEssentials", "Glibc"],
        // The stand-in for the services: Domain's astronomy gives the Sun's rise and set it makes for a place.
        "StubServer": ["CZlib", "Domain", "Foundation", "Synchronization", "Glibc"],
        // The stand-in's command: the catalogue (Platform) and the variables' rule (ForecastSettings) make its exports.
        "ForecastStubServer": ["StubServer", "ArgumentParser", "ForecastSettings", "Platform", "Glibc"],
    ]

    /// The layers, inner first: none may import one after it.
    static let layers = ["Domain", "Platform", "Application", "ForecastSettings", "ForecastCommandLine"]

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

    @Test("only the composition root sees both the core and Platform; the stub server's command sees the settings' rule and Platform")
    func platformOnlyInCompositionRoot() throws {
        var seeingBoth: [String] = []
        for target in Self.allowedImports.keys {
            let modules = Set(try PackageSources.imports(ofTarget: target).map(\.module))
            if !modules.isDisjoint(with: ["Application", "ForecastSettings", "ForecastCommandLine"]), modules.contains("Platform") { seeingBoth.append(target) }
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

    @Test("the argument parser is the command line's and the executables' only; TOML is the settings' only")
    func frontDoorLibraries() throws {
        for target in Self.allowedImports.keys {
            let modules = Set(try PackageSources.imports(ofTarget: target).map(\.module))
            if modules.contains("ArgumentParser") {
                #expect(["ForecastCommandLine", "ForecastStubServer"].contains(target), "\(target) imports ArgumentParser")
            }
            if modules.contains("TOMLKit") { #expect(target == "ForecastSettings", "\(target) imports TOMLKit") }
        }
    }

    @Test("the core touches no process: no task-local, no environment, no standard stream, no terminal, no clock or time zone of its own")
    func coreTouchesNoProcess() throws {
        let forbidden = try [
            #"@TaskLocal"#, #"\bProcessInfo\b"#, #"\bgetenv\b"#, #"\benviron\b"#, #"\bCommandLine\."#, #"\bSTD(IN|OUT|ERR)_FILENO\b"#,
            #"\bisatty\b"#, #"\bioctl\b"#, #"(^|[^\w.])print\("#, #"\bfputs\b"#, #"\bFileHandle\b"#, #"\btime\(nil\)"#, #"\bDate\(\)"#,
            #"\bfopen\b"#, #"\bGlibc\.(open|write|read)\b"#, #"\blocaltime(_r)?\b"#, #"\btzset\b"#,
        ].map { pattern in try Regex(pattern) }
        for (file, text) in try PackageSources.swiftFiles(ofTarget: "Application") {
            for pattern in forbidden {
                #expect(text.firstMatch(of: pattern) == nil, "\(file) touches the process: the core is handed its context, output and clock")
            }
        }
    }
}
