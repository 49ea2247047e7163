#ifndef FORECAST_CDBUS_H
#define FORECAST_CDBUS_H
// The desktop's notification service (org.freedesktop.Notifications) on the user's D-Bus session bus, through
// libdbus loaded at run time.
//
// The process does not link libdbus: cdbus_session_open opens libdbus-1.so.3 (Debian's libdbus-1-3) with dlopen,
// so forecast runs where it is missing and pays for it only when a watch notifies. libdbus's types are declared here
// as its stable ABI defines them, so no development package is needed to build. Each call blocks until the bus
// answers or its timeout passes: call them off Swift's cooperative pool. A session is used by one thread at a time.
#include <stddef.h>
#include <stdint.h>

/// The file name cdbus_session_open opens: libdbus's stable ABI.
#define CDBUS_LIBRARY_NAME "libdbus-1.so.3"

/// An open private connection to the session bus.
typedef struct cdbus_session cdbus_session;

/// Opens a private connection to the session bus at `address` (a D-Bus address, "unix:path=/run/user/1000/bus") and
/// registers on it; the connection does not end the process when the bus goes away. The address is given, never
/// looked for by libdbus, which would start a bus of its own (X11 autolaunch) where none runs. Returns NULL and
/// explains in `failure` when libdbus is missing or the bus cannot be reached.
cdbus_session *cdbus_session_open(const char *address, char *failure, size_t capacity);

/// Whether the notification service says it has `capability` ("body-markup"); 0 when it cannot be asked.
int cdbus_session_has_capability(cdbus_session *session, const char *capability, int timeout_ms);

/// Calls Notify(app_name, replaces_id, app_icon, summary, body, [], {"urgency": byte}, expire_timeout) and stores the
/// id the service answers in `id`. Every text must be UTF-8 without NUL. Returns 0, or -1 with the bus's error in
/// `failure`.
int cdbus_notify(cdbus_session *session, const char *app_name, uint32_t replaces_id, const char *icon, const char *summary,
                 const char *body, uint8_t urgency, int32_t expire_timeout_ms, int timeout_ms, uint32_t *id, char *failure,
                 size_t capacity);

/// Closes the connection and frees the session.
void cdbus_session_close(cdbus_session *session);

#endif
