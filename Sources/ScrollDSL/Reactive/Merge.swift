extension Observable {
    /// The values of every stream, as they come.
    public static func merge(_ streams: [Observable<Element>]) -> Observable<Element> {
        Observable(label: "merge", sources: streams) { observer in
            for stream in streams {
                stream.subscribe(observer)
            }
        }
    }
}
