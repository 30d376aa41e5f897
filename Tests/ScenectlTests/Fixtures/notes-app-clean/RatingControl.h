#import <UIKit/UIKit.h>

// The storyboard's 'Color Box' names this class: declared in Objective-C, it is found.
@interface RatingControl : UIView
@end
