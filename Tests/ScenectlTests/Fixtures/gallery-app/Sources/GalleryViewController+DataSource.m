// Objective-C: a category on the Swift class, with a collection cell that exists.
@implementation GalleryViewController (DataSource)
- (UICollectionViewCell *)photoCellIn:(UICollectionView *)view at:(NSIndexPath *)path {
  return [view dequeueReusableCellWithReuseIdentifier:@"PhotoCell" forIndexPath:path];
}
@end
