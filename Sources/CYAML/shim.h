// The system libyaml (Debian: libyaml-dev). ScrollDSL's YAML layer is the only user.
#include <yaml.h>
