#ifndef FORECAST_CDBUS_ABI_H
#define FORECAST_CDBUS_ABI_H
// The parts of libdbus's ABI the shim uses, as dbus/dbus-errors.h, dbus/dbus-message.h and dbus/dbus-shared.h of
// libdbus 1.x define them (stable since 1.0). Private to this target.
#include <stdint.h>

typedef uint32_t dbus_bool_t;
typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;

/// dbus-errors.h: a name and a message, set by a failed call.
typedef struct {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1;
    unsigned int dummy2 : 1;
    unsigned int dummy3 : 1;
    unsigned int dummy4 : 1;
    unsigned int dummy5 : 1;
    void *padding1;
} DBusError;

/// dbus-message.h: an iterator over a message's arguments, on the stack (for pointers of 8 bytes or fewer).
typedef struct {
    void *dummy1;
    void *dummy2;
    uint32_t dummy3;
    int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11;
    int pad1;
    void *pad2;
    void *pad3;
} DBusMessageIter;

/// dbus-protocol.h: the type codes used.
#define CDBUS_TYPE_BYTE ((int)'y')
#define CDBUS_TYPE_INT32 ((int)'i')
#define CDBUS_TYPE_UINT32 ((int)'u')
#define CDBUS_TYPE_STRING ((int)'s')
#define CDBUS_TYPE_ARRAY ((int)'a')
#define CDBUS_TYPE_VARIANT ((int)'v')
#define CDBUS_TYPE_DICT_ENTRY ((int)'e')

/// Pointers to libdbus's functions, one per function the shim needs.
struct cdbus_function_table {
    void (*error_init)(DBusError *error);
    void (*error_free)(DBusError *error);
    dbus_bool_t (*error_is_set)(const DBusError *error);
    DBusConnection *(*connection_open_private)(const char *address, DBusError *error);
    dbus_bool_t (*bus_register)(DBusConnection *connection, DBusError *error);
    void (*connection_set_exit_on_disconnect)(DBusConnection *connection, dbus_bool_t exit);
    void (*connection_close)(DBusConnection *connection);
    void (*connection_unref)(DBusConnection *connection);
    DBusMessage *(*connection_send_with_reply_and_block)(DBusConnection *connection, DBusMessage *message, int timeout_ms,
                                                         DBusError *error);
    DBusMessage *(*message_new_method_call)(const char *destination, const char *path, const char *interface,
                                            const char *method);
    void (*message_unref)(DBusMessage *message);
    void (*message_iter_init_append)(DBusMessage *message, DBusMessageIter *iter);
    dbus_bool_t (*message_iter_append_basic)(DBusMessageIter *iter, int type, const void *value);
    dbus_bool_t (*message_iter_open_container)(DBusMessageIter *iter, int type, const char *signature, DBusMessageIter *sub);
    dbus_bool_t (*message_iter_close_container)(DBusMessageIter *iter, DBusMessageIter *sub);
    dbus_bool_t (*message_iter_init)(DBusMessage *message, DBusMessageIter *iter);
    int (*message_iter_get_arg_type)(DBusMessageIter *iter);
    void (*message_iter_get_basic)(DBusMessageIter *iter, void *value);
    void (*message_iter_recurse)(DBusMessageIter *iter, DBusMessageIter *sub);
    dbus_bool_t (*message_iter_next)(DBusMessageIter *iter);
};

#endif
