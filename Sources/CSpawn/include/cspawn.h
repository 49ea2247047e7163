#ifndef FORECAST_CSPAWN_H
#define FORECAST_CSPAWN_H
// What Swift's Glibc module leaves out of posix_spawn: glibc declares it only for _GNU_SOURCE.
#include <spawn.h>

/// Closes every descriptor from `lowest` up in the child (posix_spawn_file_actions_addclosefrom_np, glibc 2.34),
/// so that a program forecast runs inherits none of its sockets or files. Returns 0 or an error number.
int cspawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
