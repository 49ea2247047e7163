// The GNU extensions of posix_spawn that Swift's Glibc module does not declare.
#define _GNU_SOURCE
#include "cspawn.h"

int cspawn_close_from(posix_spawn_file_actions_t *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
}
