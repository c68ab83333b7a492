// Public surface of core/sources: what is loaded, as a list of sources (one API is a list of one).
export { defaultShortName, uniqueShortName, shortNameProblem, SHORT_NAME_PATTERN } from './shortName';
