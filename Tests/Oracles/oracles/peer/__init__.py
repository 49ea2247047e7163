"""The peer server: a second, independent stand-in for every provider forecast reads (server.py), its own Open-Meteo
forecast and place search (weather.py), the providers' terms it enforces (terms.py), and one file a data set beyond
those (data_sets/, whose README says what one holds). The tests in Tests/Oracles/peer/ run forecast against it."""
