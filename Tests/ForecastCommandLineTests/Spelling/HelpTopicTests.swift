@testable import Application
import ApplicationTesting
import ArgumentParser
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

@Suite("forecast help WORD", .providers)
struct HelpTopicTests {
    func helpRefusal(_ arguments: [String]) throws -> String? {
        let command = try ForecastCommand.parseAsRoot(arguments)
        do {
            try HelpTopic.check(command, arguments: arguments)
            return nil
        } catch let error as ValidationError {
            return error.message
        }
    }

    @Test("a word that names no command is refused, with the command it is close to; a command's own name is not")
    func help() throws {
        #expect(try helpRefusal(["help", "dialy"]) == "no command is called 'dialy'; did you mean 'forecast help daily'?")
        #expect(try helpRefusal(["help", "Zzyzx"]) == "no command is called 'Zzyzx'")
        #expect(try helpRefusal(["help", "daily"]) == nil && helpRefusal(["help"]) == nil && helpRefusal(["help", "config", "path"]) == nil)
        #expect(try helpRefusal(["London"]) == nil)
    }
}
