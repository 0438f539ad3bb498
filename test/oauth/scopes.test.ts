/**
 * Scope rules through the scopes module's own API: which scope strings the service knows, what a
 * granted set allows on the FHIR server, and which requested scopes an allowed set covers (SMART
 * scopes only ever narrow). The token endpoint tests check the same rules over HTTP.
 */
import { expect } from 'chai';
import { covers, defaultScopes, hasAnySystemScope, isKnownScope, parseSmartScope, smartAllows, splitScope } from '../../server/oauth/scopes.js';

describe('scopes', () => {
  describe('parseSmartScope', () => {
    it('reads v1 scopes: read = rs, write = cud, * = cruds', () => {
      expect(parseSmartScope('system/Condition.read')).to.deep.equal({ resourceType: 'Condition', read: true, search: true, permissions: 'rs' });
      expect(parseSmartScope('system/Condition.write')).to.deep.equal({ resourceType: 'Condition', read: false, search: false, permissions: 'cud' });
      expect(parseSmartScope('system/Condition.*')).to.deep.equal({ resourceType: 'Condition', read: true, search: true, permissions: 'cruds' });
      expect(parseSmartScope('system/*.*')).to.deep.equal({ resourceType: '*', read: true, search: true, permissions: 'cruds' });
    });

    it('reads v2 scopes, each permission on its own', () => {
      expect(parseSmartScope('system/Patient.rs')).to.deep.equal({ resourceType: 'Patient', read: true, search: true, permissions: 'rs' });
      expect(parseSmartScope('system/Patient.r')).to.deep.equal({ resourceType: 'Patient', read: true, search: false, permissions: 'r' });
      expect(parseSmartScope('system/Patient.s')).to.deep.equal({ resourceType: 'Patient', read: false, search: true, permissions: 's' });
      expect(parseSmartScope('system/*.cruds')).to.deep.equal({ resourceType: '*', read: true, search: true, permissions: 'cruds' });
      expect(parseSmartScope('system/Patient.cud')).to.deep.equal({ resourceType: 'Patient', read: false, search: false, permissions: 'cud' });
    });

    it('is null for anything that is not exactly a system scope', () => {
      for (const scope of [
        'system/Condition.', // no permission at all
        'xsystem/Condition.read', // junk before
        'system/Condition.readx', // junk after
        'system/Condition.rs?category=x', // query parameters are not supported
        'patient/Condition.read', // not a system scope
        'user/*.rs',
        'system/condition.read', // type names start with a capital
        'system/C.read', // and have at least two letters
        'system/Condition.sr', // v2 permissions come in cruds order
        'system/Condition.rr',
        'system/Condition',
        'batches:read',
        '',
      ]) {
        expect(parseSmartScope(scope), scope).to.equal(null);
      }
    });
  });

  describe('isKnownScope', () => {
    it('knows the service scopes and SMART system scopes for * and the served types', () => {
      for (const scope of ['batches:read', 'batches:write', 'system/*.rs', 'system/*.*', 'system/Condition.read', 'system/Patient.rs', 'system/Observation.s']) {
        expect(isKnownScope(scope), scope).to.equal(true);
      }
    });

    it('does not know a type the FHIR server does not serve, nor malformed or prefixed scopes', () => {
      for (const scope of ['system/Foo.read', 'system/Condition.', 'xsystem/Condition.read', 'batches:admin', 'batches:read ', 'system/Condition.rs?x=1']) {
        expect(isKnownScope(scope), scope).to.equal(false);
      }
    });
  });

  describe('smartAllows', () => {
    it('allows read and search on a type by that type or by *', () => {
      expect(smartAllows(['system/Condition.rs'], 'Condition', 'read')).to.equal(true);
      expect(smartAllows(['system/Condition.rs'], 'Condition', 'search')).to.equal(true);
      expect(smartAllows(['system/*.rs'], 'Patient', 'search')).to.equal(true);
      expect(smartAllows(['system/*.read'], '*', 'search')).to.equal(true);
    });

    it('allows only the interaction the scope names', () => {
      expect(smartAllows(['system/Condition.r'], 'Condition', 'search')).to.equal(false);
      expect(smartAllows(['system/Condition.s'], 'Condition', 'read')).to.equal(false);
      expect(smartAllows(['system/Condition.write'], 'Condition', 'read')).to.equal(false);
    });

    it('does not allow another type, nor every type (*) by one type', () => {
      expect(smartAllows(['system/Condition.rs'], 'Patient', 'read')).to.equal(false);
      expect(smartAllows(['system/Condition.rs'], '*', 'search')).to.equal(false);
    });

    it('ignores service scopes and malformed scopes, and looks at every granted scope', () => {
      expect(smartAllows(['batches:read', 'batches:write'], 'Condition', 'read')).to.equal(false);
      expect(smartAllows([], 'Condition', 'read')).to.equal(false);
      expect(smartAllows(['batches:read', 'system/Patient.r', 'system/Condition.r'], 'Condition', 'read')).to.equal(true);
    });
  });

  describe('hasAnySystemScope', () => {
    it('is true when a granted SMART scope reads or searches something', () => {
      expect(hasAnySystemScope(['batches:read', 'system/Patient.s'])).to.equal(true);
      expect(hasAnySystemScope(['system/Condition.r'])).to.equal(true);
    });

    it('is false for service scopes only, write-only SMART scopes, or nothing', () => {
      expect(hasAnySystemScope(['batches:read', 'batches:write'])).to.equal(false);
      expect(hasAnySystemScope(['system/Condition.write', 'system/*.cud'])).to.equal(false);
      expect(hasAnySystemScope([])).to.equal(false);
    });
  });

  describe('covers', () => {
    it('covers a scope that is allowed as such', () => {
      expect(covers(['batches:read'], 'batches:read')).to.equal(true);
      expect(covers(['batches:read'], 'batches:write')).to.equal(false);
      expect(covers([], 'batches:read')).to.equal(false);
    });

    it('narrows SMART scopes: to one type, to fewer permissions, from v1 to v2 forms', () => {
      expect(covers(['system/*.rs'], 'system/Condition.rs')).to.equal(true);
      expect(covers(['system/*.rs'], 'system/Condition.read')).to.equal(true);
      expect(covers(['system/Condition.rs'], 'system/Condition.r')).to.equal(true);
      expect(covers(['system/Condition.rs'], 'system/Condition.s')).to.equal(true);
      expect(covers(['system/Condition.*'], 'system/Condition.rs')).to.equal(true);
      expect(covers(['system/*.*'], 'system/*.rs')).to.equal(true);
      expect(covers(['batches:read', 'system/Patient.rs'], 'system/Patient.r')).to.equal(true);
    });

    it('never widens: another type, * from one type, or a permission not allowed', () => {
      expect(covers(['system/Condition.rs'], 'system/Patient.rs')).to.equal(false);
      expect(covers(['system/Condition.rs'], 'system/*.rs')).to.equal(false);
      expect(covers(['system/Condition.r'], 'system/Condition.rs')).to.equal(false);
      expect(covers(['system/*.rs'], 'system/Condition.cruds')).to.equal(false);
      expect(covers(['system/*.rs'], 'system/Condition.*')).to.equal(false);
    });

    it('does not grant by narrowing a SMART scope that reads and searches nothing (the FHIR server is read-only)', () => {
      expect(covers(['system/*.cruds'], 'system/Condition.cud')).to.equal(false);
      expect(covers(['system/*.cruds'], 'system/Condition.write')).to.equal(false);
    });

    it('does not cover malformed scopes, nor by service scopes', () => {
      expect(covers(['system/*.rs'], 'system/Condition.')).to.equal(false);
      expect(covers(['system/*.rs'], 'xsystem/Condition.rs')).to.equal(false);
      expect(covers(['batches:read', 'batches:write'], 'system/Condition.rs')).to.equal(false);
    });
  });

  describe('splitScope', () => {
    it('splits on spaces, drops empty parts and repeats, keeps the order', () => {
      expect(splitScope(undefined)).to.deep.equal([]);
      expect(splitScope('')).to.deep.equal([]);
      expect(splitScope('batches:write  batches:read batches:write ')).to.deep.equal(['batches:write', 'batches:read']);
    });
  });

  describe('defaultScopes', () => {
    it('gives live clients the system scopes of the FHIR server, test clients the service scopes only', () => {
      expect(defaultScopes('live')).to.deep.equal(['batches:read', 'batches:write', 'system/*.rs']);
      expect(defaultScopes('test')).to.deep.equal(['batches:read', 'batches:write']);
    });
  });
});
