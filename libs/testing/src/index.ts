// Test support shared by several projects' tests, the browser tests and the bench. Never imported
// by production code: the lint rule lets only test files and tools depend on this library.
export { APPLICATION_SETS, completeAnswers, identifiersIn, SAMPLE_IDENTIFIERS, typeAnswers, type FixtureOptions } from './application-fixtures';
export { startContractServer, type ContractHandler, type ContractServer, type RecordedCall, type Reply } from './contract-server';
export { makePdf } from './make-pdf';
export { fieldsOf, parseMultipart, type FormPart } from './multipart';
export { deflatedDocx, deflatedZip, SAMPLE_FILES, sampleBytesFor, zipBombDocx } from './sample-files';
export { ofacSdnCsv, ofacSdnXml, openSanctionsCsv, unConsolidatedXml, type ListedPerson } from './screening-lists';
export { memoryStorage, startTestServer, type Handler, type Hit, type KeyValueStorage, type TestServer } from './test-server';
