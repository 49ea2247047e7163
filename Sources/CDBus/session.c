// Opening libdbus with dlopen, and the Notify call built argument by argument.
#define _GNU_SOURCE
#include "cdbus.h"
#include "abi.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct cdbus_function_table dbus;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded;
static char load_failure[256];

/// Where each function goes in the table, by its exported name.
static const struct {
    const char *name;
    size_t offset;
} table_entries[] = {
    {"dbus_error_init", offsetof(struct cdbus_function_table, error_init)},
    {"dbus_error_free", offsetof(struct cdbus_function_table, error_free)},
    {"dbus_error_is_set", offsetof(struct cdbus_function_table, error_is_set)},
    {"dbus_connection_open_private", offsetof(struct cdbus_function_table, connection_open_private)},
    {"dbus_bus_register", offsetof(struct cdbus_function_table, bus_register)},
    {"dbus_connection_set_exit_on_disconnect", offsetof(struct cdbus_function_table, connection_set_exit_on_disconnect)},
    {"dbus_connection_close", offsetof(struct cdbus_function_table, connection_close)},
    {"dbus_connection_unref", offsetof(struct cdbus_function_table, connection_unref)},
    {"dbus_connection_send_with_reply_and_block", offsetof(struct cdbus_function_table, connection_send_with_reply_and_block)},
    {"dbus_message_new_method_call", offsetof(struct cdbus_function_table, message_new_method_call)},
    {"dbus_message_unref", offsetof(struct cdbus_function_table, message_unref)},
    {"dbus_message_iter_init_append", offsetof(struct cdbus_function_table, message_iter_init_append)},
    {"dbus_message_iter_append_basic", offsetof(struct cdbus_function_table, message_iter_append_basic)},
    {"dbus_message_iter_open_container", offsetof(struct cdbus_function_table, message_iter_open_container)},
    {"dbus_message_iter_close_container", offsetof(struct cdbus_function_table, message_iter_close_container)},
    {"dbus_message_iter_init", offsetof(struct cdbus_function_table, message_iter_init)},
    {"dbus_message_iter_get_arg_type", offsetof(struct cdbus_function_table, message_iter_get_arg_type)},
    {"dbus_message_iter_get_basic", offsetof(struct cdbus_function_table, message_iter_get_basic)},
    {"dbus_message_iter_recurse", offsetof(struct cdbus_function_table, message_iter_recurse)},
    {"dbus_message_iter_next", offsetof(struct cdbus_function_table, message_iter_next)},
};

static void load(void) {
    void *handle = dlopen(CDBUS_LIBRARY_NAME, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
        snprintf(load_failure, sizeof load_failure, "%s", dlerror());
        return;
    }
    for (size_t index = 0; index < sizeof table_entries / sizeof table_entries[0]; index++) {
        void *function = dlsym(handle, table_entries[index].name);
        if (function == NULL) {
            snprintf(load_failure, sizeof load_failure, "%s has no function %s", CDBUS_LIBRARY_NAME, table_entries[index].name);
            dlclose(handle);
            return;
        }
        *(void **)((char *)&dbus + table_entries[index].offset) = function;
    }
    loaded = 1;
}

struct cdbus_session {
    DBusConnection *connection;
};

/// Copies a failed call's message into `failure` and frees the error.
static void explain(DBusError *error, const char *fallback, char *failure, size_t capacity) {
    if (capacity > 0) {
        snprintf(failure, capacity, "%s", dbus.error_is_set(error) && error->message != NULL ? error->message : fallback);
    }
    if (dbus.error_is_set(error)) dbus.error_free(error);
}

cdbus_session *cdbus_session_open(const char *address, char *failure, size_t capacity) {
    pthread_once(&load_once, load);
    if (!loaded) {
        if (capacity > 0) snprintf(failure, capacity, "libdbus is not installed (%s)", load_failure);
        return NULL;
    }
    DBusError error;
    dbus.error_init(&error);
    DBusConnection *connection = dbus.connection_open_private(address, &error);
    if (connection == NULL) {
        explain(&error, "the session bus cannot be reached", failure, capacity);
        return NULL;
    }
    dbus.connection_set_exit_on_disconnect(connection, 0);
    if (!dbus.bus_register(connection, &error)) {
        explain(&error, "the session bus did not take forecast", failure, capacity);
        dbus.connection_close(connection);
        dbus.connection_unref(connection);
        return NULL;
    }
    cdbus_session *session = malloc(sizeof *session);
    if (session == NULL) {
        dbus.connection_close(connection);
        dbus.connection_unref(connection);
        if (capacity > 0) snprintf(failure, capacity, "out of memory");
        return NULL;
    }
    session->connection = connection;
    return session;
}

static DBusMessage *call(const char *method) {
    return dbus.message_new_method_call("org.freedesktop.Notifications", "/org/freedesktop/Notifications",
                                        "org.freedesktop.Notifications", method);
}

int cdbus_session_has_capability(cdbus_session *session, const char *capability, int timeout_ms) {
    DBusMessage *message = call("GetCapabilities");
    if (message == NULL) return 0;
    DBusError error;
    dbus.error_init(&error);
    DBusMessage *reply = dbus.connection_send_with_reply_and_block(session->connection, message, timeout_ms, &error);
    dbus.message_unref(message);
    if (reply == NULL) {
        dbus.error_free(&error);
        return 0;
    }
    int found = 0;
    DBusMessageIter arguments, names;
    if (dbus.message_iter_init(reply, &arguments) && dbus.message_iter_get_arg_type(&arguments) == CDBUS_TYPE_ARRAY) {
        dbus.message_iter_recurse(&arguments, &names);
        while (!found && dbus.message_iter_get_arg_type(&names) == CDBUS_TYPE_STRING) {
            const char *name = NULL;
            dbus.message_iter_get_basic(&names, &name);
            found = name != NULL && strcmp(name, capability) == 0;
            dbus.message_iter_next(&names);
        }
    }
    dbus.message_unref(reply);
    return found;
}

/// Appends the hints: {"urgency": <byte>}.
static dbus_bool_t append_hints(DBusMessageIter *arguments, uint8_t urgency) {
    DBusMessageIter hints, entry, value;
    const char *key = "urgency";
    return dbus.message_iter_open_container(arguments, CDBUS_TYPE_ARRAY, "{sv}", &hints)
        && dbus.message_iter_open_container(&hints, CDBUS_TYPE_DICT_ENTRY, NULL, &entry)
        && dbus.message_iter_append_basic(&entry, CDBUS_TYPE_STRING, &key)
        && dbus.message_iter_open_container(&entry, CDBUS_TYPE_VARIANT, "y", &value)
        && dbus.message_iter_append_basic(&value, CDBUS_TYPE_BYTE, &urgency)
        && dbus.message_iter_close_container(&entry, &value)
        && dbus.message_iter_close_container(&hints, &entry)
        && dbus.message_iter_close_container(arguments, &hints);
}

int cdbus_notify(cdbus_session *session, const char *app_name, uint32_t replaces_id, const char *icon, const char *summary,
                 const char *body, uint8_t urgency, int32_t expire_timeout_ms, int timeout_ms, uint32_t *id, char *failure,
                 size_t capacity) {
    DBusMessage *message = call("Notify");
    if (message == NULL) {
        if (capacity > 0) snprintf(failure, capacity, "out of memory");
        return -1;
    }
    DBusMessageIter arguments, actions;
    dbus.message_iter_init_append(message, &arguments);
    dbus_bool_t built = dbus.message_iter_append_basic(&arguments, CDBUS_TYPE_STRING, &app_name)
        && dbus.message_iter_append_basic(&arguments, CDBUS_TYPE_UINT32, &replaces_id)
        && dbus.message_iter_append_basic(&arguments, CDBUS_TYPE_STRING, &icon)
        && dbus.message_iter_append_basic(&arguments, CDBUS_TYPE_STRING, &summary)
        && dbus.message_iter_append_basic(&arguments, CDBUS_TYPE_STRING, &body)
        && dbus.message_iter_open_container(&arguments, CDBUS_TYPE_ARRAY, "s", &actions)
        && dbus.message_iter_close_container(&arguments, &actions)
        && append_hints(&arguments, urgency)
        && dbus.message_iter_append_basic(&arguments, CDBUS_TYPE_INT32, &expire_timeout_ms);
    if (!built) {
        dbus.message_unref(message);
        if (capacity > 0) snprintf(failure, capacity, "the notice could not be built (out of memory)");
        return -1;
    }
    DBusError error;
    dbus.error_init(&error);
    DBusMessage *reply = dbus.connection_send_with_reply_and_block(session->connection, message, timeout_ms, &error);
    dbus.message_unref(message);
    if (reply == NULL) {
        explain(&error, "the notification service did not answer", failure, capacity);
        return -1;
    }
    DBusMessageIter answer;
    int status = -1;
    if (dbus.message_iter_init(reply, &answer) && dbus.message_iter_get_arg_type(&answer) == CDBUS_TYPE_UINT32) {
        dbus.message_iter_get_basic(&answer, id);
        status = 0;
    } else if (capacity > 0) {
        snprintf(failure, capacity, "the notification service answered without an id");
    }
    dbus.message_unref(reply);
    return status;
}

void cdbus_session_close(cdbus_session *session) {
    if (session == NULL) return;
    dbus.connection_close(session->connection);
    dbus.connection_unref(session->connection);
    free(session);
}
