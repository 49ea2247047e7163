"""What forecast's checks share: where the built programs are, the one fixed moment they run at, the stub server,
the program run as a user runs it, and the Debian tools a check needs. The fixtures in conftest.py hand these out."""
