import Foundation
// Timing curves and Core Animation's model/presentation frames live with the UIKit model;
// everything built on the simulation sees them through this module. (The fuzzer compiles both
// source folders as one module, so there is nothing to import then.)
#if !KBFILM_ONE_MODULE
@_exported import KeyboardFilmUIKit
#endif
