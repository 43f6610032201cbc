import CLibYAML

/// libyaml's event parse of the bytes and nothing else: the limit any loader
/// built on libyaml can reach. Returns the number of events.
enum BareLibYAML {
    static func parse(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = yaml_parser_t()
            yaml_parser_initialize(&parser)
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var events = 0
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return -1 }
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                events += 1
                if done { return events }
            }
        }
    }
}
