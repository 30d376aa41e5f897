// Objective-C this time: the identifiers match the storyboard's.
@interface NoteListViewController : UITableViewController
@end

@implementation NoteListViewController
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  // [self performSegueWithIdentifier:@"nowhere" sender:self]; is a comment.
  return [tableView dequeueReusableCellWithIdentifier:@"NoteCell"];
}
- (void)open { [self performSegueWithIdentifier:@"showNote" sender:self]; }
- (IBAction)unwindToNotesWithSender:(UIStoryboardSegue *)segue {}
@end
