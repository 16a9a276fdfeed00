/**
 * Small files in each publisher's own format, written by the tests: a handful of entries with
 * aliases, a name in its own script, entities, and people with dates of birth and nationalities.
 */
export const OFAC_SDN_XML = `<?xml version="1.0" standalone="yes"?>
<sdnList xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://tempuri.org/sdnList.xsd">
  <publshInformation>
    <Publish_Date>11/20/2026</Publish_Date>
    <Record_Count>3</Record_Count>
  </publshInformation>
  <sdnEntry>
    <uid>7001</uid>
    <firstName>Ivan Sergeyevich</firstName>
    <lastName>PETROV</lastName>
    <sdnType>Individual</sdnType>
    <programList><program>RUSSIA-EO14024</program></programList>
    <akaList>
      <aka><uid>9001</uid><type>a.k.a.</type><category>strong</category><lastName>Иван Петров</lastName></aka>
      <aka><uid>9002</uid><type>a.k.a.</type><category>weak</category><firstName>Vanya</firstName><lastName>PETROFF</lastName></aka>
    </akaList>
    <nationalityList><nationality><uid>1</uid><country>Russia</country><mainEntry>true</mainEntry></nationality></nationalityList>
    <citizenshipList><citizenship><uid>2</uid><country>Cyprus</country><mainEntry>false</mainEntry></citizenship></citizenshipList>
    <dateOfBirthList>
      <dateOfBirthItem><uid>3</uid><dateOfBirth>14 Mar 1971</dateOfBirth><mainEntry>true</mainEntry></dateOfBirthItem>
      <dateOfBirthItem><uid>4</uid><dateOfBirth>circa 1972</dateOfBirth><mainEntry>false</mainEntry></dateOfBirthItem>
    </dateOfBirthList>
  </sdnEntry>
  <sdnEntry>
    <uid>7002</uid>
    <lastName>NORTHERN STAR SHIPPING LLC</lastName>
    <sdnType>Entity</sdnType>
    <programList><program>IRAN</program><program>SDGT</program></programList>
    <akaList><aka><uid>9003</uid><type>f.k.a.</type><category>strong</category><lastName>POLAR STAR TRADING</lastName></aka></akaList>
  </sdnEntry>
  <sdnEntry>
    <uid>7003</uid>
    <lastName>SEA BREEZE</lastName>
    <sdnType>Vessel</sdnType>
    <programList><program>IRAN</program></programList>
  </sdnEntry>
</sdnList>
`;

/** sdn.csv has no header; '-0- ' is OFAC's empty field; the file may end with a lone Ctrl-Z. */
export const OFAC_SDN_CSV = [
  `7001,"PETROV, Ivan Sergeyevich","individual","RUSSIA-EO14024","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","DOB 14 Mar 1971; alt. DOB 1972; POB Moscow, Russia; nationality Russia; citizen Cyprus; Gender Male."`,
  `7002,"NORTHERN STAR SHIPPING LLC","-0- ","IRAN] [SDGT","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","Website www.example.test."`,
  `7003,"SEA BREEZE","vessel","IRAN","-0- ","EPBZ9","Crude Oil Tanker","-0- ","-0- ","Iran","-0- ","-0- "`,
  '\u001a',
].join('\r\n');

export const OFAC_ALT_CSV = [
  `7001,9001,"aka","ПЕТРОВ, Иван","-0- "`,
  `7001,9002,"aka","PETROFF, Vanya","-0- "`,
  `7002,9003,"fka","POLAR STAR TRADING","-0- "`,
].join('\r\n');

export const OFAC_ADD_CSV = `7002,8001,"12 Harbour Road","Bandar Abbas","Iran","-0- "`;

export const UN_CONSOLIDATED_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" dateGenerated="2026-11-21T09:30:00.000Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>6908001</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ABDUL</FIRST_NAME>
      <SECOND_NAME>RAHMAN</SECOND_NAME>
      <THIRD_NAME>AL-HAMDANI</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.999</REFERENCE_NUMBER>
      <LISTED_ON>2015-06-01</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>عبد الرحمن الحمداني</NAME_ORIGINAL_SCRIPT>
      <NATIONALITY><VALUE>Iraq</VALUE><VALUE>Syrian Arab Republic</VALUE></NATIONALITY>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Abu Yusuf</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY>Low</QUALITY><ALIAS_NAME>Abdulrahman Hamdani</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1968-02-03</DATE></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>APPROXIMATELY</TYPE_OF_DATE><YEAR>1969</YEAR></INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
    <INDIVIDUAL>
      <DATAID>6908002</DATAID>
      <FIRST_NAME>RI</FIRST_NAME>
      <SECOND_NAME>WON HO</SECOND_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <NATIONALITY><VALUE>Democratic People's Republic of Korea</VALUE></NATIONALITY>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>BETWEEN</TYPE_OF_DATE><FROM_YEAR>1962</FROM_YEAR><TO_YEAR>1964</TO_YEAR></INDIVIDUAL_DATE_OF_BIRTH>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>110001</DATAID>
      <FIRST_NAME>GREEN CRESCENT RELIEF FOUNDATION</FIRST_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <ENTITY_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Green Crescent Aid</ALIAS_NAME></ENTITY_ALIAS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>
`;

const OPENSANCTIONS_HEADER =
  'id,schema,name,aliases,birth_date,countries,addresses,identifiers,sanctions,phones,emails,dataset,first_seen,last_seen,last_change';

export const OPENSANCTIONS_CSV = [
  OPENSANCTIONS_HEADER,
  'NK-abc123,Person,Ivan Petrov,Иван Петров;Ivan Petroff,1971-03-14,ru;cy,,,"Russia sanctions - EO14024",,,US OFAC Specially Designated Nationals,2022-03-01T00:00:00,2026-11-20T00:00:00,2026-11-19T08:00:00',
  'Q123456,Person,Maria Fernández López,María Fernández,1965,es,,,,,,Wikidata Politically Exposed Persons,2023-01-01T00:00:00,2026-11-20T00:00:00,2026-11-20T10:15:00',
  'NK-def456,Company,Northern Star Shipping LLC,Polar Star Trading,,ir,,,"Iran sanctions",,,US OFAC Specially Designated Nationals,2021-01-01T00:00:00,2026-11-20T00:00:00,2025-05-05T00:00:00',
  'NK-ghi789,Vessel,Sea Breeze,,,ir,,IMO9000001,"Iran sanctions",,,US OFAC Specially Designated Nationals,2021-01-01T00:00:00,2026-11-20T00:00:00,2024-01-01T00:00:00',
  'NK-jkl000,Person,Rafael Ortega,,,ve,,,,,,Interpol Red Notices,2021-01-01T00:00:00,2026-11-20T00:00:00,2024-01-01T00:00:00',
].join('\n');

export const OPENSANCTIONS_HEADER_ONLY = OPENSANCTIONS_HEADER;
