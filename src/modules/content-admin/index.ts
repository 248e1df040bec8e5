import 'server-only';

// The content-admin module's server API (decision 015): what other editors reuse: the thumbnails an admin may pick. Its other files are private.
export { listThumbnailChoices, type ThumbnailChoice } from './thumbnail-choices';
