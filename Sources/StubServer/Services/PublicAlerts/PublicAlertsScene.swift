import Foundation

/// Every alert the FOSS Public Alert Server's stand-in serves, in one table: number (its id's last digits), file under
/// `/data/`, footprint, when the story serves it, where its times go, and how it is made. Footprints of polygons are
/// their extremes (a test checks them against the served documents); region-code areas get the box stated.
///
/// | #  | what | where | served | times |
/// |----|------|-------|--------|-------|
/// | 1  | Macao's all-clear, an Update (recorded) | Macao's polygons | always | began an hour ago |
/// | 2  | the alert it updates (derived: ``DerivedCAP/referencedOriginal(of:)``) | the same | always | the same |
/// | 3  | Israel's flood warning, region codes only (recorded) | south of Israel | always | began an hour ago |
/// | 4  | Met Éireann's small-craft warning, region codes (recorded) | the Irish coast | always | expired an hour ago |
/// | 5  | Alertswiss's all-clear (recorded) | Valais | always | began an hour ago |
/// | 6  | its copy sent as a Test (derived) | Valais | always | began an hour ago |
/// | 7  | the MoWaS alert the Cancel cancels (derived) | Hesse | always | began an hour ago |
/// | 8  | the MoWaS Cancel (recorded) | Hesse | `--mowas cancelled` | with the alert it cancels |
/// | 9  | the NWS's High Wind Watch in Alaska, an Update, 1.6 MB (recorded) | Annette Island | always | began an hour ago |
/// | 10 | Met Éireann's warning as a circle (derived) | Dublin, 25 km | always | began an hour ago |
/// | 11 | Israel's warning moved across ±180° (derived) | east of Fiji, two boxes | always | began an hour ago |
/// | 12 | the NWS stand-in's Wind Advisory as CAP (derived) | Tennessee and Kentucky | `--warning advisory` | as the NWS stand-in's |
/// | 13…20 | hostile documents and redirects (generated) | 0.1° boxes in the South Pacific, 45° S 150° W (far from 0° 0°, where fuzzers ask) | always | made for now |
/// | 21 | Macao's Update sent as a Test (derived): Macao's third document, never shown | Macao's polygons | always | began an hour ago |
enum PublicAlertsScene {
    // The recorded documents (`Fixtures/public-alerts/`, copied byte for byte):
    /// Macao's monsoon all-clear, an Update.
    static let macao = "mo-cap_monsoon.xml"
    /// Israel's flood warning, by region codes.
    static let israel = "il-488abaaf-cad5-4d2b-93b2-703016878453.xml"
    /// Met Éireann's small-craft warning, by region codes.
    static let ireland = "ie-2.49.0.1.372.0.250413231648.N_Norm002_SmallCraft.xml"
    /// Alertswiss's all-clear of an incident.
    static let alertswiss = "alertswiss-POA-1216107687-4.xml"
    /// MoWaS's cancel of a Kassel warning.
    static let mowasCancel = "mow.DE-HE-KS-SE106-20250313-106-001.xml"
    /// The NWS's Alaskan High Wind Watch with its 1.6 MB polygon.
    static let alaska = "noaa-2.49.0.1.840.0.9b5195e635069329b12a7c697fad5934d144784a.001.1.xml"

    /// Every recorded document's file name, which ``FixtureLibrary`` loads.
    static let recordedFiles = [macao, israel, ireland, alertswiss, mowasCancel, alaska]

    /// The alerts, in the order `/alert/area` lists their ids.
    static let alerts: [PublicAlert] = [
        PublicAlert(1, macao, at: .box(22.0766...22.2170, 113.5281...113.6301), clock: .beganAnHourAgo, made: recorded(macao)),
        PublicAlert(2, "mo-cap_monsoon-original.xml", at: .box(22.0766...22.2170, 113.5281...113.6301), clock: .beganAnHourAgo) {
            $0.fixtures.publicAlerts[macao].flatMap(DerivedCAP.referencedOriginal(of:))
        },
        PublicAlert(3, israel, at: .box(29.5...31.9, 34.6...35.6), clock: .beganAnHourAgo, made: recorded(israel)),
        PublicAlert(4, ireland, at: .box(51.3...55.5, -10.7 ... -5.4), clock: .expiredAnHourAgo, made: recorded(ireland)),
        PublicAlert(5, alertswiss, at: .box(45.8592...46.6540, 6.77163...8.47816), clock: .beganAnHourAgo, made: recorded(alertswiss)),
        PublicAlert(6, "alertswiss-POA-1216107687-4.test.xml", at: .box(45.8592...46.6540, 6.77163...8.47816), clock: .beganAnHourAgo) {
            $0.fixtures.publicAlerts[alertswiss].map(DerivedCAP.testCopy(of:))
        },
        PublicAlert(7, "mow.DE-HE-KS-SE106-20250313-106-000.xml", at: .box(49.4698...51.6540, 7.7732...10.2340), clock: .beganAnHourAgo) {
            $0.fixtures.publicAlerts[mowasCancel].flatMap(DerivedCAP.referencedOriginal(of:))
        },
        PublicAlert(
            8, mowasCancel, at: .box(49.4698...51.6540, 7.7732...10.2340), when: { $0.mowas == .cancelled },
            clock: .withTheAlertItReferences, made: recorded(mowasCancel)
        ),
        PublicAlert(9, alaska, at: .box(54.6645...57.0995, -134.4221 ... -130.0051), clock: .beganAnHourAgo, made: recorded(alaska)),
        PublicAlert(10, "ie-circle-dublin.xml", at: .circle(latitude: 53.35, longitude: -6.26, kilometres: 25), clock: .beganAnHourAgo) {
            $0.fixtures.publicAlerts[ireland].map { DerivedCAP.circleAlert(from: $0, identifier: "2.49.0.1.372.0.stub.Circle_Dublin") }
        },
        PublicAlert(11, "fj-antimeridian.xml", at: .acrossTheAntimeridian(-17.5 ... -16.0, west: 179.5, east: -179.5), clock: .beganAnHourAgo) {
            $0.fixtures.publicAlerts[israel].map { DerivedCAP.antimeridianAlert(from: $0, identifier: "2.49.0.0.242.0.stub.antimeridian") }
        },
        PublicAlert(
            12, "nws-wind-advisory.xml", at: .box(NWSAlertsStub.advisoryArea.latitudes, NWSAlertsStub.advisoryArea.longitudes),
            when: { $0.warning == .advisory }, clock: .madeForNow, made: DerivedCAP.nwsAdvisory
        ),
        hostile(13, "hostile-billion-laughs.xml", at: (-45.1, -150.1), HostileCAP.billionLaughs),
        hostile(14, "hostile-external-entity.xml", at: (-45.1, -150.3), HostileCAP.externalEntity),
        hostile(15, "hostile-huge.xml", at: (-45.1, -150.5), HostileCAP.hugeDescription),
        hostile(16, "hostile-deep-nesting.xml", at: (-45.1, -150.7), HostileCAP.deepNesting),
        hostile(17, "hostile-invalid-utf8.xml", at: (-45.1, -150.9), HostileCAP.invalidUTF8Headline),
        hostile(18, "hostile-other-host.xml", at: (-45.3, -150.1), redirect: .toAnotherHost, HostileCAP.redirectTarget),
        hostile(19, "hostile-redirect-loop.xml", at: (-45.3, -150.3), redirect: .toItself, HostileCAP.redirectTarget),
        hostile(20, "hostile-terminal-escapes.xml", at: (-45.3, -150.5), HostileCAP.terminalEscapes),
        PublicAlert(21, "mo-cap_monsoon.test.xml", at: .box(22.0766...22.2170, 113.5281...113.6301), clock: .beganAnHourAgo) {
            $0.fixtures.publicAlerts[macao].map(DerivedCAP.testCopy(of:))
        },
    ]

    /// Makes the recorded document `file` as it is.
    private static func recorded(_ file: String) -> @Sendable (StubCall) -> [UInt8]? {
        { $0.fixtures.publicAlerts[file] }
    }

    /// A hostile document at `point`, always served, made for now by `generator` under the identifier `stub-<file>`.
    private static func hostile(
        _ number: Int, _ file: String, at point: (latitude: Double, longitude: Double), redirect: PublicAlert.Redirect = .toItsFile,
        _ generator: @escaping @Sendable (String, (latitude: Double, longitude: Double), Date) -> [UInt8]
    ) -> PublicAlert {
        PublicAlert(number, file, at: .around(point), clock: .madeForNow, redirect: redirect) { call in
            generator("stub-" + file.replacing(".xml", with: ""), point, call.now)
        }
    }
}
