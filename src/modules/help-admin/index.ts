import 'server-only';

// The help centre editor's server API (decision 039): the lists and the article an admin edits. Its other files are private.
export { getHelpArticleForEditor, listHelpCategoriesForEditor, listHelpForEditor, type EditorArticle, type EditorArticleRow, type EditorCategory } from './editor';
