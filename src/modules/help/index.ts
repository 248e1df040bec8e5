import 'server-only';

// The help centre's server API (decision 039): what readers see and search. Its other files are private.
export { getHelpArticle, getHelpHome, listPublicHelpArticles, searchHelp, type HelpArticleLink, type HelpArticleView, type HelpAudience, type HelpCategoryView, type PublicHelpArticle } from './queries';
