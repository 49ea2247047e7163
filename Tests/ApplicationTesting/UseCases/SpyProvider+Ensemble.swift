package import Domain

extension SpyProvider {
    /// The ensemble's outlook served.
    package var ensembleOutlook: any GetEnsembleOutlookUseCase {
        get { served(.ensembleOutlook, as: (any GetEnsembleOutlookUseCase).self) }
        set { serve(.ensembleOutlook, newValue) }
    }

    /// The ensemble's rain check served.
    package var ensembleRain: any CheckEnsembleRainUseCase {
        get { served(.ensembleRainCheck, as: (any CheckEnsembleRainUseCase).self) }
        set { serve(.ensembleRainCheck, newValue) }
    }
}

extension SampleUseCases {
    /// The standard ensemble service over the sample members.
    static func serveEnsemble(in provider: inout SpyProvider) {
        provider.ensembleOutlook = SampleEnsemble.service()
        provider.ensembleRain = SampleEnsemble.service()
    }
}
