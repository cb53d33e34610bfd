import Foundation
// The UIKit model (Core Animation's model/presentation frames, the window, the views) and the
// physics (springs, curves) the simulation is built on; everything built on the simulation sees
// them through this module. (The fuzzer compiles these source folders as one module, so there is
// nothing to import then.)
#if !KBFILM_ONE_MODULE
@_exported import KeyboardFilmUIKit
@_exported import KeyboardPhysics
#endif
