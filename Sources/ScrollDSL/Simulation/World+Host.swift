/// The world as the host's contexts see it.
extension World: HostWorld {
    var device: Device { setting.device }

    func scrollView(_ id: String) -> any DragRoutingHost {
        stage.scrollView(id)
    }

    func view(_ id: String) -> PropertyStore & ViewHost {
        stage.view(id)
    }

    func screen(_ id: String) -> any ScreenHost {
        stage.screen(id)
    }

    func scrollViews(inside outer: String, on screen: String) -> [any ScrollViewHost] {
        let declared = setting.screens.first { $0.id == screen }?.scrollViews ?? []
        return declared.filter { $0.container?.outer == outer }
            .sorted { ($0.container!.origin.x, $0.container!.origin.y) < ($1.container!.origin.x, $1.container!.origin.y) }
            .map { stage.scrollView($0.id) }
    }

    func routeDrags(on id: String, to router: any DragRouter) {
        stage.scrollView(id).routeDrags(to: router)
    }

    func hasTrigger(named name: String) -> Bool {
        setting.plugins.trigger(named: name) != nil
    }

    func events(ofTrigger name: String, in context: TriggerContext) -> Observable<Void>? {
        setting.plugins.trigger(named: name)?.events(in: context)
    }

    var hitTests: Observable<Double> { stage.hitTests }

    var tabReselected: Observable<String> { stage.tabReselected }
}
