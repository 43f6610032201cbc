// libyaml for the bare event-parse benchmark (the limit ScrollDSL's loader is measured against).
#include <yaml.h>
