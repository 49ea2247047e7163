/// The CAP documents the stand-in makes from recorded ones, each by its own small edit (one file each), so that the
/// aggregator's scene holds what no recording shows: the alert an update or a cancel replaces, a test message, a
/// circle, a ring across ±180°, the NWS advisory as CAP.
enum DerivedCAP {}
