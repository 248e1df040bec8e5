import 'server-only';

// The content-admin module's server API (decision 015): what other editors reuse (the thumbnails an admin may pick)
// and one query per admin page it renders. Its other files are private.
export { getBadgeEditorPage, getBadgeListPage, getCourseEditorPage, getCourseListPage, getFeaturedLessonsPage } from './queries';
export { listThumbnailChoices, type ThumbnailChoice } from './thumbnail-choices';
