import Application
import Foundation
import Testing
@testable import WatchDelivery

@Suite("The desktop's bus address, and the systemd units --install writes")
struct DesktopAndUnitsTests {
    @Test("the bus is DBUS_SESSION_BUS_ADDRESS, else the runtime folder's socket, else none: never a bus of libdbus's own")
    func busAddress() throws {
        #expect(DesktopNotifications.sessionBusAddress(in: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"]) == "unix:path=/run/user/1000/bus")
        #expect(DesktopNotifications.sessionBusAddress(in: ["XDG_RUNTIME_DIR": "/nonexistent-runtime", "DISPLAY": ":0"]) == nil)
        #expect(DesktopNotifications.sessionBusAddress(in: ["DBUS_SESSION_BUS_ADDRESS": "", "DISPLAY": ":0"]) == nil)
        #expect(throws: DeliveryError.self) { try DesktopNotifications(environment: ["DISPLAY": ":0"]) }
        #expect(DesktopNotifications.escapedAddressValue("/run/user/1000/my bus,x") == "/run/user/1000/my%20bus%2Cx")
    }

    @Test("the service runs the forecast that installs it, its path quoted as systemd reads it; the timer as shipped")
    func units() {
        let plain = UserUnits(directory: "/tmp/units", executable: "/usr/local/bin/forecast", environment: [:]).texts
        #expect(plain.map(\.name) == ["forecast-watch.service", "forecast-watch.timer"])
        #expect(plain[0].text.contains("\nExecStart=/usr/local/bin/forecast watch\n") && plain[1].text.contains("OnCalendar=*:0/5"))
        #expect(UserUnits.quoted("/home/me/my apps/100%/$x\"y\\/forecast") == #""/home/me/my apps/100%%/$x\"y\\/forecast""#)
    }

    @Test("the program's path is the one on PATH that is the running forecast, not the folder its link points into")
    func executablePath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forecast-units-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Cellar/1.0/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/Cellar/1.0/bin/forecast", contents: Data(), attributes: [.posixPermissions: 0o755])
        try FileManager.default.createSymbolicLink(atPath: folder + "/bin/forecast", withDestinationPath: folder + "/Cellar/1.0/bin/forecast")
        let real = folder + "/Cellar/1.0/bin/forecast"
        #expect(UserUnits.executablePath(running: real, environment: ["PATH": "/usr/bin:\(folder)/bin"]) == folder + "/bin/forecast")
        #expect(UserUnits.executablePath(running: real, environment: ["PATH": "/usr/bin"]) == real)
        try? FileManager.default.removeItem(atPath: folder)
    }
}
