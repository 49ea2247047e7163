import Application
import TerminalSafety

/// A refusal or a failure as a body in the representation asked for, one line: JSON's `{"error": …}`, a page's
/// paragraph, else the line itself. What a client sent is never echoed unescaped.
enum RefusalBody {
    /// The response of `status` saying `reason`, in `representation` (plain text when none was settled).
    static func response(status: Int, reason: String, representation: Representation?, retryAfterSeconds: Int? = nil) -> ServerResponse {
        let headers = [("Cache-Control", "no-store")] + (retryAfterSeconds.map { [("Retry-After", String($0))] } ?? [])
        switch representation {
        case .document(.json)?, .document(.waybar)?:
            let body = "{\"error\": " + JSONValue.string(reason).serialized() + "}\n"
            return ServerResponse(status: status, contentType: "application/json", body: body, headers: headers)
        case .page?:
            return ServerResponse(status: status, contentType: "text/html; charset=utf-8", body: HTMLPage.refusal(reason, status: status), headers: headers)
        default:
            return ServerResponse(status: status, contentType: "text/plain; charset=utf-8", body: reason.terminalSafe + "\n", headers: headers)
        }
    }
}
