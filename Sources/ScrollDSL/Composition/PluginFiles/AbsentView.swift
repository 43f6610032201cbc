/// What a plugin file's optional `view` parameter names when a spec leaves it
/// out: a view on no screen, which takes every write and is never tapped, so
/// that the pipelines writing it run and change nothing a spec can read.
final class AbsentView: PropertyStore, ViewHost {
    var height: Double { 0 }
    var translation: Double { 0 }
    var collapseRange = 0.0
    var fraction: Double { 0 }
    var visibleHeight: Double { 0 }
    var position: String?
    let didTap: Observable<Void> = PublishSubject("tap(absent)")
    let didTapAt: Observable<ViewTap> = PublishSubject("tapAt(absent)")
    let pans: Observable<ViewPan> = PublishSubject("pan(absent)")
    let touches: Observable<ViewTouch> = PublishSubject("touch(absent)")

    func setTranslation(_ translation: Double) {}
    func animateTranslation(to translation: Double, duration: VirtualTime) {}
}
