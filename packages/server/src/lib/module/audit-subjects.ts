/**
 * How a module names its own records in the audit log ("WQF-1448-000001", the start of a draft's
 * text): by entity, the records' public ids to what a reader knows them by. The events module
 * reads it through this port, never the module's tables, and only while the module is on.
 */
export type AuditSubjects = Record<string, (entityIds: string[]) => Promise<Map<string, string>>>;

/** Every switched-on module's namers as one: an entity no module names gets no names. */
export function foldAuditSubjects(sources: () => readonly AuditSubjects[]) {
  return async (entity: string, entityIds: string[]): Promise<Map<string, string>> => {
    const namer = sources().find((source) => Object.hasOwn(source, entity))?.[entity];
    return namer && entityIds.length > 0 ? namer([...new Set(entityIds)]) : new Map();
  };
}

export type AuditSubjectNamer = ReturnType<typeof foldAuditSubjects>;
