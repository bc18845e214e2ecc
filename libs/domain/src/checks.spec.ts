import { describe, expect, it } from 'vitest';
import {
  CheckMessages,
  NamedChecks,
  NAMED_CHECK_NAMES,
  isJalaliLeapYear,
  jalaliMonthLength,
  runRules,
} from './checks';

describe('date (yyyy/mm/dd, Jalali)', () => {
  const date = NamedChecks.date;
  it('accepts the shape with slashes, Persian and Arabic digits alike', () => {
    expect(date('1403/01/15')).toBe(true);
    expect(date('۱۴۰۳/۰۱/۱۵')).toBe(true);
    expect(date('١٤٠٣/٠١/١٥')).toBe(true);
    expect(date('1403/1/5')).toBe(true);
  });
  it('refuses other shapes with the Persian example', () => {
    for (const bad of ['1403-01-15', '14030115', '03/01/15', '1403/01', 'abc']) {
      expect(date(bad)).toBe(CheckMessages.date);
    }
  });
  it('holds the month to 1..12', () => {
    expect(date('1403/01/01')).toBe(true);
    expect(date('1403/12/01')).toBe(true);
    expect(date('1403/00/10')).toBe(CheckMessages.month);
    expect(date('1403/13/10')).toBe(CheckMessages.month);
  });
  it('knows the Jalali month lengths and Esfand of a leap year', () => {
    expect(date('1403/06/31')).toBe(true);
    expect(date('1403/07/31')).toBe('روز این ماه باید از ۱ تا ۳۰ باشد');
    expect(date('1403/07/30')).toBe(true);
    expect(date('1403/12/30')).toBe(true); // 1403 is leap
    expect(date('1402/12/30')).toBe('روز این ماه باید از ۱ تا ۲۹ باشد');
    expect(date('1403/05/00')).toBe('روز این ماه باید از ۱ تا ۳۱ باشد');
    expect(isJalaliLeapYear(1399)).toBe(true);
    expect(isJalaliLeapYear(1408)).toBe(true);
    expect(isJalaliLeapYear(1404)).toBe(false);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
  });
});

describe('time, fulltime, timeOrFulltime and datetime', () => {
  it('takes hour 0..23 and minute 0..59 in HH:mm', () => {
    expect(NamedChecks.time('00:00')).toBe(true);
    expect(NamedChecks.time('23:59')).toBe(true);
    expect(NamedChecks.time('۰۹:۳۰')).toBe(true);
    expect(NamedChecks.time('24:00')).toBe(CheckMessages.hour);
    expect(NamedChecks.time('12:60')).toBe(CheckMessages.minute);
    expect(NamedChecks.time('12:30:00')).toBe(CheckMessages.time);
    expect(NamedChecks.time('1230')).toBe(CheckMessages.time);
  });
  it('takes second 0..59 in HH:mm:ss', () => {
    expect(NamedChecks.fulltime('23:59:59')).toBe(true);
    expect(NamedChecks.fulltime('00:00:00')).toBe(true);
    expect(NamedChecks.fulltime('12:00:60')).toBe(CheckMessages.second);
    expect(NamedChecks.fulltime('24:00:00')).toBe(CheckMessages.hour);
    expect(NamedChecks.fulltime('12:00')).toBe(CheckMessages.fulltime);
  });
  it('takes either in timeOrFulltime', () => {
    expect(NamedChecks.timeOrFulltime('08:15')).toBe(true);
    expect(NamedChecks.timeOrFulltime('08:15:30')).toBe(true);
    expect(NamedChecks.timeOrFulltime('08:60')).toBe(CheckMessages.minute);
    expect(NamedChecks.timeOrFulltime('8')).toBe(CheckMessages.timeOrFulltime);
  });
  it('checks both halves of a datetime', () => {
    expect(NamedChecks.datetime('1403/01/15 09:30')).toBe(true);
    expect(NamedChecks.datetime('۱۴۰۳/۰۱/۱۵ ۲۳:۵۹')).toBe(true);
    expect(NamedChecks.datetime('1403/13/15 09:30')).toBe(CheckMessages.month);
    expect(NamedChecks.datetime('1403/01/15 24:30')).toBe(CheckMessages.hour);
    expect(NamedChecks.datetime('1403/01/15')).toBe(CheckMessages.datetime);
  });
});

describe('email and colours', () => {
  it('email', () => {
    expect(NamedChecks.email('ali@example.com')).toBe(true);
    expect(NamedChecks.email('ali@example')).toBe(CheckMessages.email);
    expect(NamedChecks.email('ali example.com')).toBe(CheckMessages.email);
  });
  it('hex colour and hex with alpha', () => {
    expect(NamedChecks.hexColor('#1a2b3c')).toBe(true);
    expect(NamedChecks.hexColor('#FFF')).toBe(true);
    expect(NamedChecks.hexColor('#1a2b3c4d')).toBe(CheckMessages.hexColor);
    expect(NamedChecks.hexColor('1a2b3c')).toBe(CheckMessages.hexColor);
    expect(NamedChecks.hexaColor('#1a2b3c4d')).toBe(true);
    expect(NamedChecks.hexaColor('#fffa')).toBe(true);
    expect(NamedChecks.hexaColor('#fff')).toBe(CheckMessages.hexaColor);
    expect(NamedChecks.hexOrHexaColor('#fff')).toBe(true);
    expect(NamedChecks.hexOrHexaColor('#fffa')).toBe(true);
    expect(NamedChecks.hexOrHexaColor('#ggg')).toBe(CheckMessages.hexOrHexaColor);
  });
  it('rgb and rgba with their ranges', () => {
    expect(NamedChecks.rgbColor('rgb(0, 128, 255)')).toBe(true);
    expect(NamedChecks.rgbColor('rgb(0,128,256)')).toBe(CheckMessages.rgbColor);
    expect(NamedChecks.rgbColor('rgba(0,0,0,1)')).toBe(CheckMessages.rgbColor);
    expect(NamedChecks.rgbaColor('rgba(0,128,255,0.5)')).toBe(true);
    expect(NamedChecks.rgbaColor('rgba(0,128,255,1)')).toBe(true);
    expect(NamedChecks.rgbaColor('rgba(0,128,255,1.5)')).toBe(CheckMessages.rgbaColor);
    expect(NamedChecks.rgbaColor('rgb(0,128,255)')).toBe(CheckMessages.rgbaColor);
  });
  it('the combinations take what each part takes', () => {
    expect(NamedChecks.rgbOrRgbaColor('rgb(1,2,3)')).toBe(true);
    expect(NamedChecks.rgbOrRgbaColor('rgba(1,2,3,0)')).toBe(true);
    expect(NamedChecks.rgbOrRgbaColor('#fff')).toBe(CheckMessages.rgbOrRgbaColor);
    expect(NamedChecks.hexOrRgbColor('#fff')).toBe(true);
    expect(NamedChecks.hexOrRgbColor('rgb(1,2,3)')).toBe(true);
    expect(NamedChecks.hexOrRgbColor('rgba(1,2,3,0)')).toBe(CheckMessages.hexOrRgbColor);
    expect(NamedChecks.hexaOrRgbaColor('#ffff')).toBe(true);
    expect(NamedChecks.hexaOrRgbaColor('rgba(1,2,3,0.2)')).toBe(true);
    expect(NamedChecks.hexaOrRgbaColor('#fff')).toBe(CheckMessages.hexaOrRgbaColor);
    for (const ok of ['#fff', '#ffff', 'rgb(1,2,3)', 'rgba(1,2,3,.4)']) {
      expect(NamedChecks.anyColor(ok)).toBe(true);
    }
    expect(NamedChecks.anyColor('red')).toBe(CheckMessages.anyColor);
  });
});

describe('mobile, phone, card and IBAN', () => {
  it('mobile in any of its written forms', () => {
    expect(NamedChecks.mobile('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe(true);
    expect(NamedChecks.mobile('0812345678')).toBe(CheckMessages.mobile);
  });
  it('phone of ten digits in the (###) ### - #### shape', () => {
    expect(NamedChecks.phone('(021) 123 - 4567')).toBe(true);
    expect(NamedChecks.phone('(021) 123 - 456')).toBe(CheckMessages.phone);
  });
  it('card: sixteen digits with a valid check digit', () => {
    expect(NamedChecks.card('6037 9912 3456 7893')).toBe(true);
    expect(NamedChecks.card('۶۰۳۷۹۹۱۲۳۴۵۶۷۸۹۳')).toBe(true);
    expect(NamedChecks.card('6037 9912 3456 7894')).toBe(CheckMessages.card);
    expect(NamedChecks.card('6037 9912 3456')).toBe(CheckMessages.card);
  });
  it('IBAN with its mod-97 checksum', () => {
    expect(NamedChecks.iban('IR06 2960 0000 0010 0324 2000 01')).toBe(true);
    expect(NamedChecks.iban('IR06 2960 0000 0010 0324 2000 02')).toBe(CheckMessages.iban);
  });
});

describe('rules', () => {
  it('every named check lets an empty value through (required is its own rule)', () => {
    for (const name of NAMED_CHECK_NAMES) expect(NamedChecks[name]('  ')).toBe(true);
  });
  it('runs named checks and functions in order and answers the first message', () => {
    const required = (v: string) => v.trim() !== '' || 'این فیلد الزامی است';
    expect(runRules('', [required, 'date'])).toBe('این فیلد الزامی است');
    expect(runRules('1403/14/01', [required, 'date'])).toBe(CheckMessages.month);
    expect(runRules('1403/04/01', [required, 'date'])).toBe(true);
    expect(runRules('x', [() => false])).toBe('مقدار وارد شده معتبر نیست');
  });
});
