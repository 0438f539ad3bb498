/** Log lines never carry the statement (and its values) a database error message starts with. */
import { expect } from 'chai';
import { redactStatements } from '../../server/log.js';

describe('log redaction of database statements', () => {
  it('keeps the driver message and drops the statement with its values', () => {
    const msg = "insert into `documents` (`content`) values ('Denies chest pain - history of HTN') - SQLITE_CONSTRAINT: UNIQUE constraint failed: documents.id";
    expect(redactStatements(msg)).to.equal('[statement not logged] - SQLITE_CONSTRAINT: UNIQUE constraint failed: documents.id');
    const stack = `Error: update "entities" set "body" = '{"text":"metoprolol"}' - connect ECONNREFUSED 127.0.0.1:5432\n    at Client.query (pg.js:1:1)`;
    expect(redactStatements(stack)).to.equal('Error: [statement not logged] - connect ECONNREFUSED 127.0.0.1:5432\n    at Client.query (pg.js:1:1)');
  });

  it('leaves other messages alone', () => {
    expect(redactStatements('could not extend claims')).to.equal('could not extend claims');
    expect(redactStatements('The selection is empty')).to.equal('The selection is empty');
  });
});
