#!/usr/bin/env bash
# Renders the visual docs the README and Sources/KeyboardFilm/KeyboardFilm.docc/VisualDocs.md show:
# for each source article, the filmstrip of its
# scenario, at 1x with sampled frames, into Output/docs/ (committed; keep it small).
set -euo pipefail
cd "$(dirname "$0")/.."
bash Scripts/build.sh >/dev/null
kbfilm=.build/release/kbfilm
rm -rf Output/docs
for name in rotation-ios7-notification-sync quicktype-begin-frame-offset fixed-curve-apple-music \
            display-link-tab-bar-min-bottom inherited-animation-show-hide layout-guide-tab-bar-lead curve-tracking-reference \
            floating-keyboard-follows alert-mid-show; do
  "$kbfilm" render "Examples/$name.json" --scale 1 --format strip --every 10 --columns 10 --thumb-height 240 --quiet --out "Output/docs/$name"
done
"$kbfilm" compare Examples/rotation-ios8-rotation-coordinator.json --scale 1 --every 12 --thumb-height 200 --quiet \
  --strategies rotationCoordinator,rotationAware,notificationSync --out Output/docs/rotation-ios8-compare
# The drag: the layout guide follows the finger, notification-driven code stays still until release.
"$kbfilm" compare Examples/interactive-dismiss-layout-guide.json --scale 1 --every 6 --thumb-height 240 --quiet \
  --strategies layoutGuide,notificationSync --out Output/docs/interactive-dismiss-compare
"$kbfilm" compare Examples/form-sheet-keyboard-height.json --scale 1 --every 12 --thumb-height 240 --quiet \
  --strategies keyboardHeight,keyboardOverlap --out Output/docs/form-sheet-compare
# The same screen on iOS 18 and iOS 26: iOS 26 reports the keyboard frame without the input accessory.
"$kbfilm" compare Examples/ios26-tracking-accessory.json --scale 1 --every 12 --thumb-height 240 --quiet \
  --systems ios18,ios26 --out Output/docs/ios26-tracking-accessory-compare
# iOS 26's reported layout-guide bug with an accessory during a drag (storyboard key systemBugs), beside iOS 18.
"$kbfilm" compare Examples/ios26-layout-guide-drag-accessory.json --scale 1 --every 6 --thumb-height 240 --quiet \
  --systems ios18,ios26 --out Output/docs/ios26-layout-guide-drag-compare
# iOS 26 built with its SDK: the accessory toolbar is Liquid Glass, the screen shows through it.
"$kbfilm" compare Examples/ios26-glass-accessory-toolbar.json --scale 1 --every 6 --thumb-height 240 --quiet \
  --systems ios18,ios26 --out Output/docs/ios26-glass-accessory-compare
# iPadOS 26's reported bug: the End frame in the view's coordinates once an accessory is set (systemBugs).
"$kbfilm" compare Examples/ipad-ios26-end-frame-view-coordinates.json --scale 1 --every 12 --thumb-height 240 --quiet \
  --systems ios18,ios26 --out Output/docs/ipad-ios26-end-frame-compare
# A drag that begins while the keyboard still opens: tracking code that waits for DidShow misses it.
"$kbfilm" render Examples/drag-mid-opening-tracking-accessory.json --scale 1 --format strip --every 6 --columns 11 \
  --thumb-height 240 --quiet --out Output/docs/drag-mid-opening-tracking-accessory
# An app's own screen (the example app's chat controller, through its chat-films command line)
# beside the built-in layout-guide strategy.
(cd Examples/ChatApp && swift build --product chat-films >/dev/null \
  && swift run --skip-build chat-films compare Tests/ChatFilmTests/chat.json --scale 1 --every 10 --thumb-height 240 --quiet \
       --strategies layoutGuide --controllers chat --out ../../Output/docs/chat-app-compare)
# A SwiftUI screen (the SwiftUI example's chat: composer in safeAreaInset), as a filmstrip.
(cd Examples/SwiftUIApp && swift build --product swiftui-films >/dev/null \
  && swift run --skip-build swiftui-films render Tests/SwiftUIAppFilmTests/screens.json --controller chat --scale 1 --format strip \
       --every 10 --columns 7 --thumb-height 240 --quiet --out ../../Output/docs/swiftui-chat)
"$kbfilm" keyboards --appearance light --out Output/docs/keyboards-light.png >/dev/null
"$kbfilm" keyboards --appearance dark --out Output/docs/keyboards-dark.png >/dev/null
"$kbfilm" keyboards --sheet modes --appearance light --out Output/docs/keyboard-modes-light.png >/dev/null
"$kbfilm" keyboards --sheet modes --appearance dark --out Output/docs/keyboard-modes-dark.png >/dev/null
"$kbfilm" keyboards --sheet ios26 --appearance light --out Output/docs/keyboard-ios26-light.png >/dev/null
"$kbfilm" keyboards --sheet ios26 --appearance dark --out Output/docs/keyboard-ios26-dark.png >/dev/null
rm -f Output/docs/interactive-dismiss-compare/compare.svg Output/docs/rotation-ios8-compare/compare.svg Output/docs/form-sheet-compare/compare.svg Output/docs/chat-app-compare/compare.svg \
  Output/docs/ios26-tracking-accessory-compare/compare.svg Output/docs/ios26-layout-guide-drag-compare/compare.svg \
  Output/docs/ios26-glass-accessory-compare/compare.svg Output/docs/ipad-ios26-end-frame-compare/compare.svg
du -sh Output/docs
