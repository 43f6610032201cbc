import ScrollDSL

extension StandardLibrary {
    /// `pullToRefresh`: `UIRefreshControl`.
    static let pullToRefresh = PluginSource(name: "pullToRefresh", commands: ["endRefreshing"], text: #"""
    scrollplugin: 1
    name: pullToRefresh
    summary: "A refresh control: a pull past the threshold starts a refresh; the content rests below it until it ends."
    documentation: >
      `ID.refreshing` starts false and `ID.refreshCount` 0. When the offset is pulled
      more than `threshold` past `top` while the finger is down (rubber band included),
      `ID.refreshing` becomes true in that turn and `ID.refreshCount` grows by one: once
      per pull, and not while a refresh runs. When the finger lifts during a refresh,
      the top inset grows by `height`, so the content springs back to `top - height`,
      not `top`. Ending (the step `endRefreshing: ID`, or `duration` after the start)
      puts the inset back and, if the content rests at `top - height`, animates it to
      `top` in 300 ms. Ending a refresh that is not running does nothing, as in UIKit.
      It works on the outer scroll view of a `nestedScroll`: pulling the inner list at
      rest refreshes the card. `ID.pullProgress` is how far the pull has gone toward
      the threshold, from 0 to 1, and 1 while refreshing: a spinner that fills as the
      finger pulls.
    parameters:
      scrollView: {type: scrollView, doc: "The scroll view the control sits on."}
      threshold: {type: number, min: 1, default: 60, doc: "How far past `top` the content must be pulled, rubber band included."}
      height: {type: number, min: 1, default: 60, doc: "The control's height: the extra top inset while refreshing."}
      duration: {type: duration, optional: true, doc: "When given, the refresh ends by itself this long after it starts; otherwise at `endRefreshing`."}
    requires:
      - that: "threshold < scrollView.viewportHeight"
        message: "`threshold` {threshold} can never be reached: a pull shows at most the viewport height ({scrollView.viewportHeight})"
        parameter: threshold
    state:
      refreshing: false
      refreshCount: 0
      pullProgress: 0
      pulledThisTouch: false
      holdsInset: false
    properties: [refreshing, refreshCount, pullProgress]
    roles: {refreshControl: scrollView}
    pipelines:
      # A new touch may start a new refresh.
      - from: {event: dragBegin, of: scrollView}
        pipe:
          - map: "false"
        to: {set: {state: pulledThisTouch}}
      # Pulled past the threshold while tracking: a refresh starts, once per pull.
      - from: {offset: scrollView}
        pipe:
          - filter: "scrollView.isTracking and not refreshing and not pulledThisTouch and scrollView.top - scrollView.offset > threshold"
          - share
        to: {stream: pulled}
      - from: {stream: pulled}
        pipe:
          - map: "true"
        to: {set: {state: pulledThisTouch}}
      - from: {stream: pulled}
        pipe:
          - map: "refreshCount + 1"
        to: {set: {state: refreshCount}}
      - from: {stream: pulled}
        pipe:
          - map: "true"
        to: {set: {state: refreshing}}
      # How far the pull has gone toward the threshold.
      - from: {offset: scrollView}
        pipe:
          - map: "refreshing ? 1 : clamp((scrollView.top - scrollView.offset) / threshold, 0, 1)"
        to: {set: {state: pullProgress}}
      # The finger lifts during a refresh: the content will rest under the control.
      - from: {event: dragEnd, of: scrollView}
        pipe:
          - filter: "refreshing and not holdsInset"
          - share
        to: {stream: lifted}
      - from: {stream: lifted}
        pipe:
          - map: "true"
        to: {set: {state: holdsInset}}
      - from: {stream: lifted}
        pipe:
          - map: "scrollView.contentInset.top + height"
        to: {set: scrollView.contentInset.top}
      # Ending: by the step, or `duration` after the start.
      - from: {stream: pulled}
        pipe:
          - delay: duration
          - map: "null"
        to: {stream: timedOut}
      - from: {merge: [{command: endRefreshing}, {stream: timedOut}]}
        pipe:
          - filter: "refreshing"
          - share
        to: {stream: ended}
      - from: {stream: ended}
        pipe:
          - map: "false"
        to: {set: {state: refreshing}}
      - from: {stream: ended}
        pipe:
          - filter: "holdsInset"
          - share
        to: {stream: released}
      - from: {stream: released}
        pipe:
          - map: "false"
        to: {set: {state: holdsInset}}
      # Content resting under the control scrolls to the top the inset will give.
      - from: {stream: released}
        pipe:
          - filter: "scrollView.phase == 'idle' and abs(scrollView.offset - scrollView.top) < 0.5"
          - map: "scrollView.top + height"
        to: {scrollTo: scrollView, animated: true, duration: 300ms}
      - from: {stream: released}
        pipe:
          - map: "scrollView.contentInset.top - height"
        to: {set: scrollView.contentInset.top}
    examples:
      - name: A pull past 60 pt refreshes once; the list rests under the control until the refresh ends
        spec:
          scrollspec: 1
          name: Refresh
          screens:
            - id: inbox
              scrollViews: [{id: mail, contentHeight: 4000}]
              behaviours: [{pullToRefresh: {id: refresh, scrollView: mail}}]
          script:
            - touchDown: {scrollView: mail}
            - moveBy: {by: -40, duration: 100ms}
            - expect: {refresh.refreshing: false, refresh.pullProgress: {approx: 0.357, tolerance: 0.001}}
            - moveBy: {by: -160, duration: 200ms}
            - expect: {refresh.refreshing: true, refresh.refreshCount: 1, refresh.pullProgress: 1}
            - moveBy: {by: -100, duration: 100ms}
            - expect: {refresh.refreshCount: 1}
            - lift
            - waitForIdle
            - expect: {mail.offset: -60, refresh.refreshing: true}
            - endRefreshing: refresh
            - expect: {refresh.refreshing: false, mail.phase: animating}
            - expect: {mail.offset: top, mail.phase: idle, refresh.pullProgress: 0, within: 300ms}
            - endRefreshing: refresh
            - expect: {mail.offset: top, refresh.refreshCount: 1}
      - name: A short pull does not refresh; a duration ends the refresh by itself
        spec:
          scrollspec: 1
          name: Short pull
          screens:
            - id: inbox
              scrollViews: [{id: mail, contentHeight: 4000}]
              behaviours: [{pullToRefresh: {id: refresh, scrollView: mail, duration: 1s}}]
          script:
            - drag: {scrollView: mail, by: -80, duration: 300ms}
            - expect: {refresh.refreshing: false}
            - waitForIdle
            - drag: {scrollView: mail, by: -250, duration: 300ms}
            - expect: {refresh.refreshing: true}
            - wait: 1s
            - expect: {refresh.refreshing: false, refresh.refreshCount: 1}
            - waitForIdle
            - expect: {mail.offset: top}
      - name: Two refresh controls on one scroll view
        rejected: "both are a refresh control of `mail`"
        spec:
          scrollspec: 1
          name: Twice
          screens:
            - id: inbox
              scrollViews: [{id: mail, contentHeight: 4000}]
              behaviours: [{pullToRefresh: {id: refresh, scrollView: mail}}, {pullToRefresh: {id: again, scrollView: mail}}]
      - name: A threshold a pull can never reach
        rejected: "a pull shows at most"
        spec:
          scrollspec: 1
          name: Unreachable
          screens:
            - id: inbox
              scrollViews: [{id: mail, contentHeight: 4000}]
              behaviours: [{pullToRefresh: {id: refresh, scrollView: mail, threshold: 900}}]
      - name: endRefreshing of something that is not a refresh control
        rejected: "`mail` is not a behaviour that `endRefreshing` acts on; valid here: `refresh`"
        spec:
          scrollspec: 1
          name: Not a control
          screens:
            - id: inbox
              scrollViews: [{id: mail, contentHeight: 4000}]
              behaviours: [{pullToRefresh: {id: refresh, scrollView: mail}}]
          script:
            - endRefreshing: mail
    """#)
}
