extension Observable {
    /// The values of every stream, as they come (a lone stream as it is).
    @inlinable
    public static func merge(_ streams: [Observable<Element>]) -> Observable<Element> {
        if streams.count == 1 { return streams[0] }
        return Observable(label: "merge", sources: streams) { observer in
            for stream in streams {
                stream.subscribe(observer)
            }
        }
    }
}
