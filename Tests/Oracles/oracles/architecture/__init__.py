"""The architecture checker: the package's targets as SwiftPM describes them (package.py), its Swift sources read as
text (sources.py) and its diagrams (diagrams.py), held to the diagrams' rules (diagram_rules.py) and the layers'
(layer_rules.py). Each rule is a function of a Package, the repository or a copy of it, so that
Tests/Oracles/architecture/ runs it on the repository and again on a copy with a fault planted."""
