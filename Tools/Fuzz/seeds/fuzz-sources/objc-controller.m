// A hand-made Objective-C seed: an interface with outlets, an implementation with actions
// and the identifiers code passes to UIKit.
@interface NoteViewController : UIViewController
@property (weak, nonatomic) IBOutlet UILabel *nameLabel;
@property (strong, nonatomic) IBOutletCollection(UIButton) NSArray *buttons;
@end

@implementation NoteViewController
- (IBAction)save:(id)sender { [self performSegueWithIdentifier:@"showNote" sender:self]; }
- (IBAction)pick:(id)sender forEvent:(UIEvent *)event {}
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
  if ([segue.identifier isEqualToString:@"showInfo"]) {}
}
@end
