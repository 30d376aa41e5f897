// A build folder is never read: this class would otherwise be a duplicate.
class NoteViewController {}
