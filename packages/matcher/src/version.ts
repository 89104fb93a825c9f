/**
 * The version of the scoring engine, recorded with every score in the audit trail so an auditor
 * can tell which rules produced it. Change it whenever a change to extraction, the taxonomy or
 * scoring can move a score: `<year>.<month>-<what changed>`.
 */
export const ENGINE_VERSION =
  '2026.11-umbrellas-inline-headings-header-titles-added-years-role-titles-field-share-other-work-ad-titles-title-list-caps';
