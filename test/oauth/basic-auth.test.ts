/**
 * HTTP Basic client authentication at the token endpoint, through parseBasic: RFC 7617 credentials
 * whose parts are form-urlencoded (RFC 6749 Appendix B, §2.3.1); anything else that says Basic is
 * malformed (invalid_client), anything that does not is no Basic credential at all.
 */
import { expect } from 'chai';
import { parseBasic } from '../../server/oauth/token-service.js';

const basic = (raw: string) => `Basic ${Buffer.from(raw, 'utf8').toString('base64')}`;

describe('HTTP Basic client credentials', () => {
  it('reads the client ID and secret, form-urldecoded (+ is a space, %XX an octet of UTF-8)', () => {
    expect(parseBasic(basic('de_test_abc:s3cret'))).to.deep.equal({ id: 'de_test_abc', secret: 's3cret' });
    expect(parseBasic(basic('a%3Ab+c:p%2Bq+r%C3%A9'))).to.deep.equal({ id: 'a:b c', secret: 'p+q ré' });
    // The first colon separates: the secret may hold more.
    expect(parseBasic(basic('id:se:cret'))).to.deep.equal({ id: 'id', secret: 'se:cret' });
    expect(parseBasic(basic(':secret'))).to.deep.equal({ id: '', secret: 'secret' });
    expect(parseBasic(basic('id:'))).to.deep.equal({ id: 'id', secret: '' });
  });

  it('accepts any case of the scheme, more than one space, and trailing spaces', () => {
    const token = Buffer.from('id:secret').toString('base64');
    for (const header of [`basic ${token}`, `BASIC ${token}`, `Basic   ${token}`, `Basic ${token}  `, `Basic\t${token}`]) {
      expect(parseBasic(header), header).to.deep.equal({ id: 'id', secret: 'secret' });
    }
  });

  it('is no Basic credential when there is no header or it names another scheme', () => {
    expect(parseBasic(undefined)).to.equal(null);
    expect(parseBasic('')).to.equal(null);
    expect(parseBasic(`Bearer ${Buffer.from('id:secret').toString('base64')}`)).to.equal(null);
    expect(parseBasic(`XBasic ${Buffer.from('id:secret').toString('base64')}`)).to.equal(null);
    expect(parseBasic('Basically')).to.equal(null);
    expect(parseBasic(`Basic${Buffer.from('id:secret').toString('base64')}`)).to.equal(null);
  });

  it('is malformed when it says Basic but is not one base64 token of id:secret', () => {
    const token = Buffer.from('id:secret').toString('base64');
    for (const header of [
      'Basic',
      'Basic ',
      `Basic ${token} extra`,
      `Basic ${token}!`,
      `Basic ${Buffer.from('no-colon').toString('base64')}`,
      basic('id%zz:secret'), // not a percent-escape
      basic('id:%E0%A4%A'), // a broken escape
      basic('id:%C3'), // not UTF-8
    ]) {
      expect(parseBasic(header), header).to.equal('malformed');
    }
  });
});
