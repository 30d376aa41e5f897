import SourceScanner
import Testing

@Suite struct ObjCScannerTests {
  @Test func headerAndImplementation() {
    let header = Render.objc(
      """
      #import <UIKit/UIKit.h>
      NS_ASSUME_NONNULL_BEGIN
      @class Meal;
      @protocol MealDelegate;
      @interface MealViewController : UIViewController <UITextFieldDelegate, UITableViewDataSource>
      {
        IBOutlet UILabel *ivarLabel;
        __weak IBOutlet UIView *a, *b;
      }
      @property (weak, nonatomic) IBOutlet UILabel *nameLabel;
      @property (nonatomic, strong) IBOutletCollection(UIButton) NSArray *buttons;
      @property (nonatomic) IBOutletCollection(UIImageView) NSArray<UIImageView *> *images;
      @property (weak, nonatomic, nullable) IBOutlet id<MealDelegate> delegate;
      @property (nonatomic) UILabel *notAnOutlet;
      - (IBAction)save:(id)sender;
      - (void)helper;
      @end
      @protocol MealDelegate <NSObject>
      - (IBAction)protocolMethod:(id)sender;
      @property IBOutlet UILabel *protocolOutlet;
      @end
      NS_ASSUME_NONNULL_END
      """, file: "MealViewController.h")
    #expect(
      Render.classes(header) == ["MealViewController: UIViewController [interface] 5:12"])
    #expect(header.classes.first?.inheritance == ["UITextFieldDelegate", "UITableViewDataSource"])
    #expect(
      Render.outlets(header) == [
        "MealViewController.ivarLabel: UILabel 7:21",
        "MealViewController.a: UIView 8:27",
        "MealViewController.b: UIView 8:31",
        "MealViewController.nameLabel: UILabel 10:47",
        "MealViewController.buttons: [UIButton] 11:69",
        "MealViewController.images: [UIImageView] 12:79",
        "MealViewController.delegate: id 13:65",
      ])
    #expect(Render.actions(header) == ["MealViewController.save: 15:13"])

    let implementation = Render.objc(
      """
      #import "MealViewController.h"
      @interface MealViewController ()
      @property (weak, nonatomic) IBOutlet UIButton *privateButton;
      @end
      @interface MealViewController (Sharing)
      - (IBAction)share:(UIBarButtonItem *)sender;
      @end
      @implementation MealViewController {
        NSInteger _count;
      }
      static NSString *const kCell = @"Cell";
      - (IBAction)save:(id)sender {
        [self performSegueWithIdentifier:@"showDetail" sender:self];
        UIViewController *vc = [self.storyboard instantiateViewControllerWithIdentifier:@"Detail"];
        int x = -1;
      }
      - (UITableViewCell *)tableView:(UITableView *)tv cellForRowAtIndexPath:(NSIndexPath *)ip {
        UITableViewCell *cell = [tv dequeueReusableCellWithIdentifier:@"MealCell" forIndexPath:ip];
        id tile = [cv dequeueReusableCellWithReuseIdentifier:@"Tile" forIndexPath:ip];
        return cell;
      }
      - (void)prepareForSegue:(UIStoryboardSegue *)s sender:(id)sender {
        if ([s.identifier isEqualToString:@"one"]) {}
        if ([[s identifier] isEqualToString:@"two"]) {}
        if ([@"three" isEqualToString:segue.identifier]) {}
        NSString *name = s.identifier;
        if ([name isEqualToString:@"four"]) {}
        if ([other isEqualToString:@"notASegue"]) {}
      }
      @end
      """, file: "MealViewController.m")
    #expect(
      Render.classes(implementation) == [
        "MealViewController [category()] 2:12", "MealViewController [category(Sharing)] 5:12",
        "MealViewController [implementation] 8:17",
      ])
    #expect(Render.outlets(implementation) == ["MealViewController.privateButton: UIButton 3:48"])
    #expect(
      Render.actions(implementation) == [
        "MealViewController.share: 6:13", "MealViewController.save: 12:13",
      ])
    #expect(
      Render.uses(implementation) == [
        #"performSegue "showDetail" in MealViewController 13:36"#,
        #"instantiateViewController "Detail" in MealViewController 14:83"#,
        #"dequeueTableCell "MealCell" in MealViewController 18:65"#,
        #"dequeueCollectionCell "Tile" in MealViewController 19:56"#,
        #"segueComparison "one" in MealViewController 23:37"#,
        #"segueComparison "two" in MealViewController 24:39"#,
        #"segueComparison "three" in MealViewController 25:8"#,
        #"segueComparison "four" in MealViewController 27:29"#,
      ])

    let index = SourceIndex([header, implementation])
    #expect(
      index.outlets(of: "MealViewController").map(\.name) == [
        "ivarLabel", "a", "b", "nameLabel", "buttons", "images", "delegate", "privateButton",
      ])
    #expect(
      index.actions(of: "MealViewController").map(\.file) == [
        "MealViewController.h", "MealViewController.m",
      ])
    #expect(index.superclass(of: "MealViewController") == "UIViewController")
  }

  @Test func languageFromExtension() {
    #expect(SourceLanguage(path: "A/B.swift") == .swift)
    #expect(SourceLanguage(path: "B.h") == .objectiveC)
    #expect(SourceLanguage(path: "B.m") == .objectiveC)
    #expect(SourceLanguage(path: "B.mm") == .objectiveC)
    #expect(SourceLanguage(path: "B.storyboard") == nil)
    #expect(SourceLanguage(path: "a.d/Makefile") == nil)
    #expect(SourceLanguage(path: "swift") == nil)
    #expect(SourceLanguage(path: "A.Swift") == nil)
    #expect(SourceLanguage(path: "A.mmm") == nil)
    #expect(SourceLanguage(path: "A.") == nil)
    // Not ASCII: read by characters, so a `.` joined to the scalar before it is no dot.
    #expect(SourceLanguage(path: "Écran.swift") == .swift)
    #expect(SourceLanguage(path: "é/B.m") == .objectiveC)
    #expect(SourceLanguage(path: "B\u{0600}.swift") == nil)
  }
}
