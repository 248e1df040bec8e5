import 'server-only';

// The help centre's server API (decision 039): what readers see and search, and what its editor reads and changes (decision 055). Its other files are private.
export { getHelpArticle, getHelpHome, helpAudienceOf, listPublicHelpArticles, searchHelp, type HelpArticleLink, type HelpArticleView, type HelpAudience, type HelpCategoryView, type PublicHelpArticle } from './queries';
export { readEditorArticle, readEditorCategories, readEditorList, type EditorArticle, type EditorArticleRow, type EditorCategory } from './editor-queries';
export { moveHelpCategoryRow, removeHelpArticle, writeHelpArticle, writeHelpCategory, type HelpArticleFields } from './editor-changes';
