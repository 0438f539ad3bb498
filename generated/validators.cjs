// Generated from openapi.yaml by scripts/generate.ts; do not edit.
"use strict";
// Component schemas, JSON request bodies and responses (no coercion).
(function (exports) {
"use strict";
exports.schema_AuthorizationServerMetadata = validate53;
const schema20 = {"type":"object","description":"RFC 8414 §2 authorization server metadata.","additionalProperties":true,"required":["issuer","token_endpoint","jwks_uri","grant_types_supported","token_endpoint_auth_methods_supported","token_endpoint_auth_signing_alg_values_supported","scopes_supported","response_types_supported"],"properties":{"issuer":{"type":"string","format":"uri","maxLength":2048},"token_endpoint":{"type":"string","format":"uri","maxLength":2048},"jwks_uri":{"type":"string","format":"uri","maxLength":2048},"grant_types_supported":{"$ref":"#/components/schemas/StringList"},"token_endpoint_auth_methods_supported":{"$ref":"#/components/schemas/StringList"},"token_endpoint_auth_signing_alg_values_supported":{"$ref":"#/components/schemas/StringList"},"scopes_supported":{"$ref":"#/components/schemas/StringList"},"response_types_supported":{"description":"Empty, because only the client credentials grant is supported (no authorization endpoint).","$ref":"#/components/schemas/StringList"},"service_documentation":{"type":"string","format":"uri","maxLength":2048}}};
const formats0 = require("ajv-formats/dist/formats").fullFormats.uri;
const func1 = require("ajv/dist/runtime/ucs2length").default;
const schema21 = {"type":"array","maxItems":200,"items":{"type":"string","maxLength":200}};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length > 200){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema21.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.items.type,parentSchema:schema21.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.issuer === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "issuer"},message:"must have required property '"+"issuer"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.token_endpoint === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token_endpoint"},message:"must have required property '"+"token_endpoint"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.jwks_uri === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "jwks_uri"},message:"must have required property '"+"jwks_uri"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.grant_types_supported === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "grant_types_supported"},message:"must have required property '"+"grant_types_supported"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.token_endpoint_auth_methods_supported === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token_endpoint_auth_methods_supported"},message:"must have required property '"+"token_endpoint_auth_methods_supported"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.token_endpoint_auth_signing_alg_values_supported === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token_endpoint_auth_signing_alg_values_supported"},message:"must have required property '"+"token_endpoint_auth_signing_alg_values_supported"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.scopes_supported === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scopes_supported"},message:"must have required property '"+"scopes_supported"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.response_types_supported === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "response_types_supported"},message:"must have required property '"+"response_types_supported"+"'",schema:schema20.required,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.issuer !== undefined){
let data0 = data.issuer;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err8 = {instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema20.properties.issuer,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats0(data0))){
const err9 = {instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema20.properties.issuer,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.issuer.type,parentSchema:schema20.properties.issuer,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.token_endpoint !== undefined){
let data1 = data.token_endpoint;
if(typeof data1 === "string"){
if(func1(data1) > 2048){
const err11 = {instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema20.properties.token_endpoint,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats0(data1))){
const err12 = {instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema20.properties.token_endpoint,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.token_endpoint.type,parentSchema:schema20.properties.token_endpoint,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.jwks_uri !== undefined){
let data2 = data.jwks_uri;
if(typeof data2 === "string"){
if(func1(data2) > 2048){
const err14 = {instancePath:instancePath+"/jwks_uri",schemaPath:"#/properties/jwks_uri/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema20.properties.jwks_uri,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0(data2))){
const err15 = {instancePath:instancePath+"/jwks_uri",schemaPath:"#/properties/jwks_uri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema20.properties.jwks_uri,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/jwks_uri",schemaPath:"#/properties/jwks_uri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.jwks_uri.type,parentSchema:schema20.properties.jwks_uri,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.grant_types_supported !== undefined){
if(!(validate54(data.grant_types_supported, {instancePath:instancePath+"/grant_types_supported",parentData:data,parentDataProperty:"grant_types_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.token_endpoint_auth_methods_supported !== undefined){
if(!(validate54(data.token_endpoint_auth_methods_supported, {instancePath:instancePath+"/token_endpoint_auth_methods_supported",parentData:data,parentDataProperty:"token_endpoint_auth_methods_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.token_endpoint_auth_signing_alg_values_supported !== undefined){
if(!(validate54(data.token_endpoint_auth_signing_alg_values_supported, {instancePath:instancePath+"/token_endpoint_auth_signing_alg_values_supported",parentData:data,parentDataProperty:"token_endpoint_auth_signing_alg_values_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.scopes_supported !== undefined){
if(!(validate54(data.scopes_supported, {instancePath:instancePath+"/scopes_supported",parentData:data,parentDataProperty:"scopes_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.response_types_supported !== undefined){
if(!(validate54(data.response_types_supported, {instancePath:instancePath+"/response_types_supported",parentData:data,parentDataProperty:"response_types_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.service_documentation !== undefined){
let data8 = data.service_documentation;
if(typeof data8 === "string"){
if(func1(data8) > 2048){
const err17 = {instancePath:instancePath+"/service_documentation",schemaPath:"#/properties/service_documentation/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema20.properties.service_documentation,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(!(formats0(data8))){
const err18 = {instancePath:instancePath+"/service_documentation",schemaPath:"#/properties/service_documentation/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema20.properties.service_documentation,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/service_documentation",schemaPath:"#/properties/service_documentation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema20.properties.service_documentation.type,parentSchema:schema20.properties.service_documentation,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Batch = validate60;
const schema22 = {"type":"object","additionalProperties":false,"required":["object","id","liveMode","status","counts","createdAt"],"properties":{"object":{"type":"string","const":"data_engine.batch"},"id":{"$ref":"#/components/schemas/Uuid"},"liveMode":{"type":"boolean","description":"True for batches of live clients, false for test clients."},"status":{"$ref":"#/components/schemas/BatchStatus"},"externalReference":{"description":"The client's reference; unique per organization.","type":["string","null"],"minLength":1,"maxLength":255},"metadata":{"$ref":"#/components/schemas/Metadata"},"counts":{"$ref":"#/components/schemas/BatchCounts"},"cancellationReason":{"description":"Why the batch was cancelled; null unless it is `cancelled`.","type":["string","null"],"enum":["requested","expired",null]},"createdAt":{"$ref":"#/components/schemas/Timestamp"},"submittedAt":{"type":["string","null"],"format":"date-time","maxLength":64},"completedAt":{"description":"When the batch became `completed` or `cancelled`.","type":["string","null"],"format":"date-time","maxLength":64},"expiresAt":{"description":"While `pending`, when the batch will be cancelled with reason `expired` unless submitted; null otherwise.","type":["string","null"],"format":"date-time","maxLength":64}}};
const func6 = Object.prototype.hasOwnProperty;
const schema23 = {"type":"string","format":"uuid","maxLength":36};
const formats8 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 36){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats8.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema24 = {"type":"string","description":"`pending` (accepting documents), `processing` (submitted), `completed` (every document final), `cancelled`.","enum":["pending","processing","completed","cancelled"]};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.type,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "pending") || (data === "processing")) || (data === "completed")) || (data === "cancelled"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema24.enum},message:"must be equal to one of the allowed values",schema:schema24.enum,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema25 = {"type":"object","description":"Client-defined string pairs, returned as sent. At most 20 pairs; keys 1 to 100 characters; values at most 500 characters.","maxProperties":20,"propertyNames":{"minLength":1,"maxLength":100},"additionalProperties":{"type":"string","maxLength":500},"examples":[{"site":"north-campus","department":"cardiology"}]};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 20){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties",schema:20,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(func1(key0) > 100){
const err1 = {instancePath,schemaPath:"#/propertyNames/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema25.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(key0) < 1){
const err2 = {instancePath,schemaPath:"#/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema25.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid",schema:schema25.propertyNames,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(func1(data0) > 500){
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema25.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.additionalProperties.type,parentSchema:schema25.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema25.type,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema26 = {"type":"object","additionalProperties":false,"description":"Documents of the batch by status. The last seven add up to `total`.","required":["total","awaitingUpload","pending","queued","processing","succeeded","failed","cancelled"],"properties":{"total":{"$ref":"#/components/schemas/Count"},"awaitingUpload":{"$ref":"#/components/schemas/Count"},"pending":{"$ref":"#/components/schemas/Count"},"queued":{"$ref":"#/components/schemas/Count"},"processing":{"$ref":"#/components/schemas/Count"},"succeeded":{"$ref":"#/components/schemas/Count"},"failed":{"$ref":"#/components/schemas/Count"},"cancelled":{"$ref":"#/components/schemas/Count"}}};
const schema27 = {"type":"integer","format":"int32","minimum":0,"maximum":2147483647};
const formats10 = require("ajv-formats/dist/formats").fullFormats.int32;

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483647 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats10.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.total === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.awaitingUpload === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "awaitingUpload"},message:"must have required property '"+"awaitingUpload"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.pending === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pending"},message:"must have required property '"+"pending"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.queued === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queued"},message:"must have required property '"+"queued"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.processing === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "processing"},message:"must have required property '"+"processing"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.succeeded === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "succeeded"},message:"must have required property '"+"succeeded"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.failed === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.cancelled === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cancelled"},message:"must have required property '"+"cancelled"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "total") || (key0 === "awaitingUpload")) || (key0 === "pending")) || (key0 === "queued")) || (key0 === "processing")) || (key0 === "succeeded")) || (key0 === "failed")) || (key0 === "cancelled"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.total !== undefined){
if(!(validate68(data.total, {instancePath:instancePath+"/total",parentData:data,parentDataProperty:"total",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.awaitingUpload !== undefined){
if(!(validate68(data.awaitingUpload, {instancePath:instancePath+"/awaitingUpload",parentData:data,parentDataProperty:"awaitingUpload",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.pending !== undefined){
if(!(validate68(data.pending, {instancePath:instancePath+"/pending",parentData:data,parentDataProperty:"pending",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.queued !== undefined){
if(!(validate68(data.queued, {instancePath:instancePath+"/queued",parentData:data,parentDataProperty:"queued",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.processing !== undefined){
if(!(validate68(data.processing, {instancePath:instancePath+"/processing",parentData:data,parentDataProperty:"processing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.succeeded !== undefined){
if(!(validate68(data.succeeded, {instancePath:instancePath+"/succeeded",parentData:data,parentDataProperty:"succeeded",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.failed !== undefined){
if(!(validate68(data.failed, {instancePath:instancePath+"/failed",parentData:data,parentDataProperty:"failed",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.cancelled !== undefined){
if(!(validate68(data.cancelled, {instancePath:instancePath+"/cancelled",parentData:data,parentDataProperty:"cancelled",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema28 = {"type":"string","format":"date-time","maxLength":64,"description":"An ISO 8601 / RFC 3339 date-time in UTC with milliseconds."};
const formats12 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 64){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats12.validate(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.object === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.liveMode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "liveMode"},message:"must have required property '"+"liveMode"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.counts === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "counts"},message:"must have required property '"+"counts"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.createdAt === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'",schema:schema22.required,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema22.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.object !== undefined){
let data0 = data.object;
if(typeof data0 !== "string"){
const err7 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema22.properties.object.type,parentSchema:schema22.properties.object,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("data_engine.batch" !== data0){
const err8 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "data_engine.batch"},message:"must be equal to constant",schema:"data_engine.batch",parentSchema:schema22.properties.object,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate61(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.liveMode !== undefined){
let data2 = data.liveMode;
if(typeof data2 !== "boolean"){
const err9 = {instancePath:instancePath+"/liveMode",schemaPath:"#/properties/liveMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema22.properties.liveMode.type,parentSchema:schema22.properties.liveMode,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.status !== undefined){
if(!(validate63(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
if(data.externalReference !== undefined){
let data4 = data.externalReference;
if((typeof data4 !== "string") && (data4 !== null)){
const err10 = {instancePath:instancePath+"/externalReference",schemaPath:"#/properties/externalReference/type",keyword:"type",params:{type: schema22.properties.externalReference.type},message:"must be string,null",schema:schema22.properties.externalReference.type,parentSchema:schema22.properties.externalReference,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data4 === "string"){
if(func1(data4) > 255){
const err11 = {instancePath:instancePath+"/externalReference",schemaPath:"#/properties/externalReference/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema22.properties.externalReference,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data4) < 1){
const err12 = {instancePath:instancePath+"/externalReference",schemaPath:"#/properties/externalReference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema22.properties.externalReference,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.metadata !== undefined){
if(!(validate65(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.counts !== undefined){
if(!(validate67(data.counts, {instancePath:instancePath+"/counts",parentData:data,parentDataProperty:"counts",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data.cancellationReason !== undefined){
let data7 = data.cancellationReason;
if((typeof data7 !== "string") && (data7 !== null)){
const err13 = {instancePath:instancePath+"/cancellationReason",schemaPath:"#/properties/cancellationReason/type",keyword:"type",params:{type: schema22.properties.cancellationReason.type},message:"must be string,null",schema:schema22.properties.cancellationReason.type,parentSchema:schema22.properties.cancellationReason,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(((data7 === "requested") || (data7 === "expired")) || (data7 === null))){
const err14 = {instancePath:instancePath+"/cancellationReason",schemaPath:"#/properties/cancellationReason/enum",keyword:"enum",params:{allowedValues: schema22.properties.cancellationReason.enum},message:"must be equal to one of the allowed values",schema:schema22.properties.cancellationReason.enum,parentSchema:schema22.properties.cancellationReason,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.createdAt !== undefined){
if(!(validate78(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
if(data.submittedAt !== undefined){
let data9 = data.submittedAt;
if((typeof data9 !== "string") && (data9 !== null)){
const err15 = {instancePath:instancePath+"/submittedAt",schemaPath:"#/properties/submittedAt/type",keyword:"type",params:{type: schema22.properties.submittedAt.type},message:"must be string,null",schema:schema22.properties.submittedAt.type,parentSchema:schema22.properties.submittedAt,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data9 === "string"){
if(func1(data9) > 64){
const err16 = {instancePath:instancePath+"/submittedAt",schemaPath:"#/properties/submittedAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema22.properties.submittedAt,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats12.validate(data9))){
const err17 = {instancePath:instancePath+"/submittedAt",schemaPath:"#/properties/submittedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema22.properties.submittedAt,data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data.completedAt !== undefined){
let data10 = data.completedAt;
if((typeof data10 !== "string") && (data10 !== null)){
const err18 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: schema22.properties.completedAt.type},message:"must be string,null",schema:schema22.properties.completedAt.type,parentSchema:schema22.properties.completedAt,data:data10};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data10 === "string"){
if(func1(data10) > 64){
const err19 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema22.properties.completedAt,data:data10};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!(formats12.validate(data10))){
const err20 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema22.properties.completedAt,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.expiresAt !== undefined){
let data11 = data.expiresAt;
if((typeof data11 !== "string") && (data11 !== null)){
const err21 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/type",keyword:"type",params:{type: schema22.properties.expiresAt.type},message:"must be string,null",schema:schema22.properties.expiresAt.type,parentSchema:schema22.properties.expiresAt,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data11 === "string"){
if(func1(data11) > 64){
const err22 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema22.properties.expiresAt,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!(formats12.validate(data11))){
const err23 = {instancePath:instancePath+"/expiresAt",schemaPath:"#/properties/expiresAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema22.properties.expiresAt,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema22.type,parentSchema:schema22,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_BatchCounts = validate80;

function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.total === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.awaitingUpload === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "awaitingUpload"},message:"must have required property '"+"awaitingUpload"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.pending === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pending"},message:"must have required property '"+"pending"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.queued === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queued"},message:"must have required property '"+"queued"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.processing === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "processing"},message:"must have required property '"+"processing"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.succeeded === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "succeeded"},message:"must have required property '"+"succeeded"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.failed === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "failed"},message:"must have required property '"+"failed"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.cancelled === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cancelled"},message:"must have required property '"+"cancelled"+"'",schema:schema26.required,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "total") || (key0 === "awaitingUpload")) || (key0 === "pending")) || (key0 === "queued")) || (key0 === "processing")) || (key0 === "succeeded")) || (key0 === "failed")) || (key0 === "cancelled"))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.total !== undefined){
if(!(validate68(data.total, {instancePath:instancePath+"/total",parentData:data,parentDataProperty:"total",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.awaitingUpload !== undefined){
if(!(validate68(data.awaitingUpload, {instancePath:instancePath+"/awaitingUpload",parentData:data,parentDataProperty:"awaitingUpload",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.pending !== undefined){
if(!(validate68(data.pending, {instancePath:instancePath+"/pending",parentData:data,parentDataProperty:"pending",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.queued !== undefined){
if(!(validate68(data.queued, {instancePath:instancePath+"/queued",parentData:data,parentDataProperty:"queued",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.processing !== undefined){
if(!(validate68(data.processing, {instancePath:instancePath+"/processing",parentData:data,parentDataProperty:"processing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.succeeded !== undefined){
if(!(validate68(data.succeeded, {instancePath:instancePath+"/succeeded",parentData:data,parentDataProperty:"succeeded",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.failed !== undefined){
if(!(validate68(data.failed, {instancePath:instancePath+"/failed",parentData:data,parentDataProperty:"failed",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.cancelled !== undefined){
if(!(validate68(data.cancelled, {instancePath:instancePath+"/cancelled",parentData:data,parentDataProperty:"cancelled",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_BatchCreate = validate89;
const schema30 = {"type":"object","additionalProperties":false,"properties":{"externalReference":{"$ref":"#/components/schemas/ExternalReference"},"metadata":{"$ref":"#/components/schemas/Metadata"}}};
const schema31 = {"type":"string","description":"A client-chosen reference, 1 to 255 characters without control characters.","minLength":1,"maxLength":255,"pattern":"^[^\\u0000-\\u001f]+$"};
const pattern3 = new RegExp("^[^\\u0000-\\u001f]+$", "u");

function validate90(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate90.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 255){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\"",schema:"^[^\\u0000-\\u001f]+$",parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate90.errors = vErrors;
return errors === 0;
}
validate90.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "externalReference") || (key0 === "metadata"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.externalReference !== undefined){
if(!(validate90(data.externalReference, {instancePath:instancePath+"/externalReference",parentData:data,parentDataProperty:"externalReference",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.metadata !== undefined){
if(!(validate65(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema30.type,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_BatchPage = validate93;
const schema32 = {"type":"object","additionalProperties":false,"required":["object","data","hasMore"],"properties":{"object":{"type":"string","const":"list"},"data":{"type":"array","maxItems":100,"items":{"$ref":"#/components/schemas/Batch"}},"hasMore":{"type":"boolean","description":"True when another page exists."},"nextCursor":{"$ref":"#/components/schemas/NextCursor"}}};
const schema33 = {"description":"The cursor of the next page; null on the last page.","type":["string","null"],"maxLength":512,"pattern":"^[A-Za-z0-9_\\-]+$"};
const pattern4 = new RegExp("^[A-Za-z0-9_\\-]+$", "u");

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema33.type},message:"must be string,null",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data === "string"){
if(func1(data) > 512){
const err1 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.object === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hasMore === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasMore"},message:"must have required property '"+"hasMore"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "object") || (key0 === "data")) || (key0 === "hasMore")) || (key0 === "nextCursor"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.object !== undefined){
let data0 = data.object;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.object.type,parentSchema:schema32.properties.object,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("list" !== data0){
const err5 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "list"},message:"must be equal to constant",schema:"list",parentSchema:schema32.properties.object,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data1 = data.data;
if(Array.isArray(data1)){
if(data1.length > 100){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema32.properties.data,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate60(data1[i0], {instancePath:instancePath+"/data/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.data.type,parentSchema:schema32.properties.data,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hasMore !== undefined){
let data3 = data.hasMore;
if(typeof data3 !== "boolean"){
const err8 = {instancePath:instancePath+"/hasMore",schemaPath:"#/properties/hasMore/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.hasMore.type,parentSchema:schema32.properties.hasMore,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.nextCursor !== undefined){
if(!(validate95(data.nextCursor, {instancePath:instancePath+"/nextCursor",parentData:data,parentDataProperty:"nextCursor",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_BatchStatus = validate97;

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.type,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "pending") || (data === "processing")) || (data === "completed")) || (data === "cancelled"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema24.enum},message:"must be equal to one of the allowed values",schema:schema24.enum,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_CapabilityStatement = validate98;
const schema35 = {"type":"object","description":"The FHIR R4 CapabilityStatement of the server.","additionalProperties":true,"required":["resourceType"],"properties":{"resourceType":{"type":"string","const":"CapabilityStatement"}}};

function validate98(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate98.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.resourceType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceType"},message:"must have required property '"+"resourceType"+"'",schema:schema35.required,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.resourceType !== undefined){
let data0 = data.resourceType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.resourceType.type,parentSchema:schema35.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("CapabilityStatement" !== data0){
const err2 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/const",keyword:"const",params:{allowedValue: "CapabilityStatement"},message:"must be equal to constant",schema:"CapabilityStatement",parentSchema:schema35.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate98.errors = vErrors;
return errors === 0;
}
validate98.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Code = validate99;
const schema36 = {"type":"object","additionalProperties":false,"required":["system","code"],"properties":{"system":{"type":"string","format":"uri","maxLength":255,"description":"A FHIR code system URI (`http://snomed.info/sct`, `http://loinc.org`, `http://www.nlm.nih.gov/research/umls/rxnorm`, or another); match on the URI."},"code":{"type":"string","minLength":1,"maxLength":64,"pattern":"^[^\\s]+$"},"display":{"type":"string","maxLength":1024}}};
const pattern5 = new RegExp("^[^\\s]+$", "u");

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.system === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "system"},message:"must have required property '"+"system"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "system") || (key0 === "code")) || (key0 === "display"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.system !== undefined){
let data0 = data.system;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err3 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema36.properties.system,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0(data0))){
const err4 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema36.properties.system,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/system",schemaPath:"#/properties/system/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.system.type,parentSchema:schema36.properties.system,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema36.properties.code,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data1) < 1){
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.code,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern5.test(data1)){
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[^\\s]+$"},message:"must match pattern \""+"^[^\\s]+$"+"\"",schema:"^[^\\s]+$",parentSchema:schema36.properties.code,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.code.type,parentSchema:schema36.properties.code,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.display !== undefined){
let data2 = data.display;
if(typeof data2 === "string"){
if(func1(data2) > 1024){
const err10 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema36.properties.display,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/display",schemaPath:"#/properties/display/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.display.type,parentSchema:schema36.properties.display,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_ContextEvidence = validate100;
const schema37 = {"type":"object","additionalProperties":false,"description":"The cue in the text behind a context decision (negation, subject, certainty, history), or the section header whose context drove it.","required":["kind","cue","span"],"properties":{"kind":{"type":"string","enum":["negation","family_member","other_subject","uncertainty","hypothetical","historical","section"]},"cue":{"type":"string","maxLength":200},"span":{"$ref":"#/components/schemas/Span"}}};
const schema38 = {"type":"object","additionalProperties":false,"description":"Character offsets (UTF-16 code units, end exclusive) into the document's extracted text, so that `text` equals the extracted text sliced from `start` to `end`.","required":["start","end"],"properties":{"start":{"type":"integer","format":"int32","minimum":0,"maximum":2147483647},"end":{"type":"integer","format":"int32","minimum":0,"maximum":2147483647}}};

function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.start === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.end === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "start") || (key0 === "end"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.start !== undefined){
let data0 = data.start;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.start.type,parentSchema:schema38.properties.start,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema38.properties.start,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.start,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats10.validate(data0))){
const err6 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema38.properties.start,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.end !== undefined){
let data1 = data.end;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.end.type,parentSchema:schema38.properties.end,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema38.properties.end,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.end,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats10.validate(data1))){
const err10 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema38.properties.end,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate100(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate100.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cue === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cue"},message:"must have required property '"+"cue"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.span === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "span"},message:"must have required property '"+"span"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "cue")) || (key0 === "span"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.kind.type,parentSchema:schema37.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((((data0 === "negation") || (data0 === "family_member")) || (data0 === "other_subject")) || (data0 === "uncertainty")) || (data0 === "hypothetical")) || (data0 === "historical")) || (data0 === "section"))){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/enum",keyword:"enum",params:{allowedValues: schema37.properties.kind.enum},message:"must be equal to one of the allowed values",schema:schema37.properties.kind.enum,parentSchema:schema37.properties.kind,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.cue !== undefined){
let data1 = data.cue;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err6 = {instancePath:instancePath+"/cue",schemaPath:"#/properties/cue/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema37.properties.cue,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/cue",schemaPath:"#/properties/cue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.cue.type,parentSchema:schema37.properties.cue,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.span !== undefined){
if(!(validate101(data.span, {instancePath:instancePath+"/span",parentData:data,parentDataProperty:"span",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate100.errors = vErrors;
return errors === 0;
}
validate100.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Count = validate103;

function validate103(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate103.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if((typeof data == "number") && (isFinite(data))){
if(data > 2147483647 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 0 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats10.validate(data))){
const err3 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
validate103.errors = vErrors;
return errors === 0;
}
validate103.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_Document = validate104;
const schema40 = {"type":"object","additionalProperties":false,"required":["object","id","liveMode","batchId","externalReference","status","mediaType","createdAt"],"properties":{"object":{"type":"string","const":"data_engine.document"},"id":{"$ref":"#/components/schemas/Uuid"},"liveMode":{"type":"boolean"},"batchId":{"$ref":"#/components/schemas/Uuid"},"externalReference":{"$ref":"#/components/schemas/ExternalReference"},"status":{"$ref":"#/components/schemas/DocumentStatus"},"mediaType":{"$ref":"#/components/schemas/MediaType"},"byteSize":{"description":"Size of the content in bytes, once known.","type":["integer","null"],"format":"int32","minimum":0,"maximum":26214400},"patient":{"oneOf":[{"$ref":"#/components/schemas/PatientRef"},{"type":"null"}]},"encounter":{"oneOf":[{"$ref":"#/components/schemas/EncounterRef"},{"type":"null"}]},"metadata":{"$ref":"#/components/schemas/Metadata"},"result":{"description":"Set once the document succeeded.","oneOf":[{"$ref":"#/components/schemas/DocumentResult"},{"type":"null"}]},"error":{"description":"Set on a failed document.","oneOf":[{"$ref":"#/components/schemas/DocumentError"},{"type":"null"}]},"createdAt":{"$ref":"#/components/schemas/Timestamp"},"completedAt":{"type":["string","null"],"format":"date-time","maxLength":64}}};
const schema41 = {"type":"string","description":"`awaiting_upload` (declared without content), `pending` (content present, batch not submitted), `queued`\n(submitted, waiting for a worker), `processing`, `succeeded`, `failed` (see `error`), `cancelled` (its batch was cancelled).\n","enum":["awaiting_upload","pending","queued","processing","succeeded","failed","cancelled"]};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((data === "awaiting_upload") || (data === "pending")) || (data === "queued")) || (data === "processing")) || (data === "succeeded")) || (data === "failed")) || (data === "cancelled"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values",schema:schema41.enum,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema42 = {"type":"string","description":"The document's media type. Inline `content` is only allowed for `text/plain`.","enum":["text/plain","application/pdf"]};

function validate110(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate110.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === "text/plain") || (data === "application/pdf"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema42.enum},message:"must be equal to one of the allowed values",schema:schema42.enum,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate110.errors = vErrors;
return errors === 0;
}
validate110.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema43 = {"type":"object","additionalProperties":false,"required":["externalId"],"properties":{"externalId":{"type":"string","description":"The client's patient identifier (for example an MRN).","minLength":1,"maxLength":255,"pattern":"^[^\\u0000-\\u001f]+$"}}};

function validate112(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate112.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.externalId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalId"},message:"must have required property '"+"externalId"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "externalId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.externalId !== undefined){
let data0 = data.externalId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err2 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema43.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern3.test(data0)){
const err4 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\"",schema:"^[^\\u0000-\\u001f]+$",parentSchema:schema43.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.externalId.type,parentSchema:schema43.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate112.errors = vErrors;
return errors === 0;
}
validate112.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema44 = {"type":"object","additionalProperties":false,"properties":{"externalId":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[^\\u0000-\\u001f]+$"},"date":{"type":"string","format":"date","maxLength":10}}};
const formats30 = require("ajv-formats/dist/formats").fullFormats.date;

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "externalId") || (key0 === "date"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.externalId !== undefined){
let data0 = data.externalId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err1 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema44.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern3.test(data0)){
const err3 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\"",schema:"^[^\\u0000-\\u001f]+$",parentSchema:schema44.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.externalId.type,parentSchema:schema44.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(func1(data1) > 10){
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema44.properties.date,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats30.validate(data1))){
const err6 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema44.properties.date,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.date.type,parentSchema:schema44.properties.date,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"type":"object","additionalProperties":false,"required":["entityCount","pageCount","qualityStatus","engineVersion"],"properties":{"entityCount":{"$ref":"#/components/schemas/Count"},"engineVersion":{"description":"The extraction engine (release and a hash of its vocabulary and rules) that produced the entities; null for documents processed before engines were recorded. Identical content is only given an earlier document's results when they came from the current engine.","type":["string","null"],"maxLength":100},"pageCount":{"description":"Pages of a PDF; 1 for text.","$ref":"#/components/schemas/Count"},"qualityStatus":{"type":"string","description":"`ok`; `degraded` when part of the text was unusable (pages without text, garbage characters, truncation); `translation_failed` when the note is not in English (entities are what could still be extracted).","enum":["ok","degraded","translation_failed"]}}};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityCount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pageCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pageCount"},message:"must have required property '"+"pageCount"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.qualityStatus === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qualityStatus"},message:"must have required property '"+"qualityStatus"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.engineVersion === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "engineVersion"},message:"must have required property '"+"engineVersion"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "entityCount") || (key0 === "engineVersion")) || (key0 === "pageCount")) || (key0 === "qualityStatus"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityCount !== undefined){
if(!(validate68(data.entityCount, {instancePath:instancePath+"/entityCount",parentData:data,parentDataProperty:"entityCount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.engineVersion !== undefined){
let data1 = data.engineVersion;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/engineVersion",schemaPath:"#/properties/engineVersion/type",keyword:"type",params:{type: schema45.properties.engineVersion.type},message:"must be string,null",schema:schema45.properties.engineVersion.type,parentSchema:schema45.properties.engineVersion,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/engineVersion",schemaPath:"#/properties/engineVersion/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema45.properties.engineVersion,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.pageCount !== undefined){
if(!(validate68(data.pageCount, {instancePath:instancePath+"/pageCount",parentData:data,parentDataProperty:"pageCount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.qualityStatus !== undefined){
let data3 = data.qualityStatus;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/qualityStatus",schemaPath:"#/properties/qualityStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.qualityStatus.type,parentSchema:schema45.properties.qualityStatus,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data3 === "ok") || (data3 === "degraded")) || (data3 === "translation_failed"))){
const err8 = {instancePath:instancePath+"/qualityStatus",schemaPath:"#/properties/qualityStatus/enum",keyword:"enum",params:{allowedValues: schema45.properties.qualityStatus.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.qualityStatus.enum,parentSchema:schema45.properties.qualityStatus,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema46 = {"type":"object","additionalProperties":false,"required":["code","message"],"properties":{"code":{"$ref":"#/components/schemas/DocumentErrorCode"},"message":{"type":"string","description":"Safe to show to users.","maxLength":1000}}};
const schema47 = {"type":"string","description":"`checksum_mismatch` (content does not match `checksumSha256`), `content_missing` (never uploaded),\n`unsupported_content` (not readable as its `mediaType`), `conversion_empty` (no text), `pipeline_failed`\n(extraction failed), `not_processed` (not processed in time).\n","enum":["checksum_mismatch","content_missing","unsupported_content","conversion_empty","pipeline_failed","not_processed"]};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "checksum_mismatch") || (data === "content_missing")) || (data === "unsupported_content")) || (data === "conversion_empty")) || (data === "pipeline_failed")) || (data === "not_processed"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values",schema:schema47.enum,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "code") || (key0 === "message"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.code !== undefined){
if(!(validate122(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.message !== undefined){
let data1 = data.message;
if(typeof data1 === "string"){
if(func1(data1) > 1000){
const err3 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema46.properties.message,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.message.type,parentSchema:schema46.properties.message,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.object === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.liveMode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "liveMode"},message:"must have required property '"+"liveMode"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.batchId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "batchId"},message:"must have required property '"+"batchId"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.externalReference === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalReference"},message:"must have required property '"+"externalReference"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.status === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.mediaType === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mediaType"},message:"must have required property '"+"mediaType"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.createdAt === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'",schema:schema40.required,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema40.properties, key0))){
const err8 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.object !== undefined){
let data0 = data.object;
if(typeof data0 !== "string"){
const err9 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.object.type,parentSchema:schema40.properties.object,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("data_engine.document" !== data0){
const err10 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "data_engine.document"},message:"must be equal to constant",schema:"data_engine.document",parentSchema:schema40.properties.object,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.id !== undefined){
if(!(validate61(data.id, {instancePath:instancePath+"/id",parentData:data,parentDataProperty:"id",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.liveMode !== undefined){
let data2 = data.liveMode;
if(typeof data2 !== "boolean"){
const err11 = {instancePath:instancePath+"/liveMode",schemaPath:"#/properties/liveMode/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.properties.liveMode.type,parentSchema:schema40.properties.liveMode,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.batchId !== undefined){
if(!(validate61(data.batchId, {instancePath:instancePath+"/batchId",parentData:data,parentDataProperty:"batchId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.externalReference !== undefined){
if(!(validate90(data.externalReference, {instancePath:instancePath+"/externalReference",parentData:data,parentDataProperty:"externalReference",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
if(!(validate108(data.status, {instancePath:instancePath+"/status",parentData:data,parentDataProperty:"status",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate108.errors : vErrors.concat(validate108.errors);
errors = vErrors.length;
}
}
if(data.mediaType !== undefined){
if(!(validate110(data.mediaType, {instancePath:instancePath+"/mediaType",parentData:data,parentDataProperty:"mediaType",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.byteSize !== undefined){
let data7 = data.byteSize;
if((!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))) && (data7 !== null)){
const err12 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/type",keyword:"type",params:{type: schema40.properties.byteSize.type},message:"must be integer,null",schema:schema40.properties.byteSize.type,parentSchema:schema40.properties.byteSize,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 26214400 || isNaN(data7)){
const err13 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 26214400},message:"must be <= 26214400",schema:26214400,parentSchema:schema40.properties.byteSize,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err14 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.byteSize,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats10.validate(data7))){
const err15 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema40.properties.byteSize,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data.patient !== undefined){
let data8 = data.patient;
const _errs14 = errors;
let valid1 = false;
let passing0 = null;
const _errs15 = errors;
if(!(validate112(data8, {instancePath:instancePath+"/patient",parentData:data,parentDataProperty:"patient",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
var _valid0 = _errs15 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs16 = errors;
if(data8 !== null){
const err16 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema40.properties.patient.oneOf[1].type,parentSchema:schema40.properties.patient.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err17 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema40.properties.patient.oneOf,parentSchema:schema40.properties.patient,data:data8};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs14;
if(vErrors !== null){
if(_errs14){
vErrors.length = _errs14;
}
else {
vErrors = null;
}
}
}
}
if(data.encounter !== undefined){
let data9 = data.encounter;
const _errs19 = errors;
let valid2 = false;
let passing1 = null;
const _errs20 = errors;
if(!(validate114(data9, {instancePath:instancePath+"/encounter",parentData:data,parentDataProperty:"encounter",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
var _valid1 = _errs20 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs21 = errors;
if(data9 !== null){
const err18 = {instancePath:instancePath+"/encounter",schemaPath:"#/properties/encounter/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema40.properties.encounter.oneOf[1].type,parentSchema:schema40.properties.encounter.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err19 = {instancePath:instancePath+"/encounter",schemaPath:"#/properties/encounter/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema40.properties.encounter.oneOf,parentSchema:schema40.properties.encounter,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.metadata !== undefined){
if(!(validate65(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.result !== undefined){
let data11 = data.result;
const _errs25 = errors;
let valid3 = false;
let passing2 = null;
const _errs26 = errors;
if(!(validate117(data11, {instancePath:instancePath+"/result",parentData:data,parentDataProperty:"result",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate117.errors : vErrors.concat(validate117.errors);
errors = vErrors.length;
}
var _valid2 = _errs26 === errors;
if(_valid2){
valid3 = true;
passing2 = 0;
}
const _errs27 = errors;
if(data11 !== null){
const err20 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema40.properties.result.oneOf[1].type,parentSchema:schema40.properties.result.oneOf[1],data:data11};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid2 = _errs27 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid3 = true;
passing2 = 1;
}
}
if(!valid3){
const err21 = {instancePath:instancePath+"/result",schemaPath:"#/properties/result/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema40.properties.result.oneOf,parentSchema:schema40.properties.result,data:data11};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
else {
errors = _errs25;
if(vErrors !== null){
if(_errs25){
vErrors.length = _errs25;
}
else {
vErrors = null;
}
}
}
}
if(data.error !== undefined){
let data12 = data.error;
const _errs30 = errors;
let valid4 = false;
let passing3 = null;
const _errs31 = errors;
if(!(validate121(data12, {instancePath:instancePath+"/error",parentData:data,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
var _valid3 = _errs31 === errors;
if(_valid3){
valid4 = true;
passing3 = 0;
}
const _errs32 = errors;
if(data12 !== null){
const err22 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema40.properties.error.oneOf[1].type,parentSchema:schema40.properties.error.oneOf[1],data:data12};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid3 = _errs32 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid4 = true;
passing3 = 1;
}
}
if(!valid4){
const err23 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema40.properties.error.oneOf,parentSchema:schema40.properties.error,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
if(data.createdAt !== undefined){
if(!(validate78(data.createdAt, {instancePath:instancePath+"/createdAt",parentData:data,parentDataProperty:"createdAt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
}
if(data.completedAt !== undefined){
let data14 = data.completedAt;
if((typeof data14 !== "string") && (data14 !== null)){
const err24 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/type",keyword:"type",params:{type: schema40.properties.completedAt.type},message:"must be string,null",schema:schema40.properties.completedAt.type,parentSchema:schema40.properties.completedAt,data:data14};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data14 === "string"){
if(func1(data14) > 64){
const err25 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema40.properties.completedAt,data:data14};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!(formats12.validate(data14))){
const err26 = {instancePath:instancePath+"/completedAt",schemaPath:"#/properties/completedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema40.properties.completedAt,data:data14};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
}
else {
const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_DocumentCreate = validate126;
const schema48 = {"type":"object","additionalProperties":false,"required":["documents"],"properties":{"documents":{"type":"array","minItems":1,"maxItems":100,"items":{"$ref":"#/components/schemas/DocumentInput"}}}};
const schema49 = {"type":"object","additionalProperties":false,"required":["externalReference","mediaType"],"properties":{"externalReference":{"$ref":"#/components/schemas/ExternalReference"},"mediaType":{"$ref":"#/components/schemas/MediaType"},"content":{"type":"string","description":"Inline text (`text/plain` documents only), at most 1 MiB (1,048,576 bytes as UTF-8); over that, `422` with code `payload_too_large`. Omit it to upload the bytes later.","maxLength":1048576,"x-error-codes":{"maxLength":"payload_too_large"}},"filename":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[^\\u0000-\\u001f/\\\\]+$"},"byteSize":{"type":"integer","format":"int32","description":"Size of the file to upload, in bytes. An upload of another size is rejected with `422` (`byte_size_mismatch`).","minimum":0,"maximum":26214400},"checksumSha256":{"type":"string","description":"Base64 (standard alphabet, padded) SHA-256 of the raw bytes. When the content does not match, the document fails with `checksum_mismatch`.","pattern":"^[A-Za-z0-9+/]{43}=$","maxLength":44},"patient":{"$ref":"#/components/schemas/PatientRef"},"encounter":{"$ref":"#/components/schemas/EncounterRef"},"metadata":{"$ref":"#/components/schemas/Metadata"}}};
const pattern8 = new RegExp("^[^\\u0000-\\u001f/\\\\]+$", "u");
const pattern9 = new RegExp("^[A-Za-z0-9+/]{43}=$", "u");

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.externalReference === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalReference"},message:"must have required property '"+"externalReference"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.mediaType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mediaType"},message:"must have required property '"+"mediaType"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema49.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.externalReference !== undefined){
if(!(validate90(data.externalReference, {instancePath:instancePath+"/externalReference",parentData:data,parentDataProperty:"externalReference",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.mediaType !== undefined){
if(!(validate110(data.mediaType, {instancePath:instancePath+"/mediaType",parentData:data,parentDataProperty:"mediaType",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.content !== undefined){
let data2 = data.content;
if(typeof data2 === "string"){
if(func1(data2) > 1048576){
const err3 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters",schema:1048576,parentSchema:schema49.properties.content,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.content.type,parentSchema:schema49.properties.content,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.filename !== undefined){
let data3 = data.filename;
if(typeof data3 === "string"){
if(func1(data3) > 255){
const err5 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema49.properties.filename,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data3) < 1){
const err6 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema49.properties.filename,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern8.test(data3)){
const err7 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f/\\\\]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f/\\\\]+$"+"\"",schema:"^[^\\u0000-\\u001f/\\\\]+$",parentSchema:schema49.properties.filename,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.filename.type,parentSchema:schema49.properties.filename,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.byteSize !== undefined){
let data4 = data.byteSize;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.byteSize.type,parentSchema:schema49.properties.byteSize,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 26214400 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 26214400},message:"must be <= 26214400",schema:26214400,parentSchema:schema49.properties.byteSize,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.byteSize,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats10.validate(data4))){
const err12 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema49.properties.byteSize,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.checksumSha256 !== undefined){
let data5 = data.checksumSha256;
if(typeof data5 === "string"){
if(func1(data5) > 44){
const err13 = {instancePath:instancePath+"/checksumSha256",schemaPath:"#/properties/checksumSha256/maxLength",keyword:"maxLength",params:{limit: 44},message:"must NOT have more than 44 characters",schema:44,parentSchema:schema49.properties.checksumSha256,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern9.test(data5)){
const err14 = {instancePath:instancePath+"/checksumSha256",schemaPath:"#/properties/checksumSha256/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]{43}=$"},message:"must match pattern \""+"^[A-Za-z0-9+/]{43}=$"+"\"",schema:"^[A-Za-z0-9+/]{43}=$",parentSchema:schema49.properties.checksumSha256,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/checksumSha256",schemaPath:"#/properties/checksumSha256/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.checksumSha256.type,parentSchema:schema49.properties.checksumSha256,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.patient !== undefined){
if(!(validate112(data.patient, {instancePath:instancePath+"/patient",parentData:data,parentDataProperty:"patient",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.encounter !== undefined){
if(!(validate114(data.encounter, {instancePath:instancePath+"/encounter",parentData:data,parentDataProperty:"encounter",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
}
if(data.metadata !== undefined){
if(!(validate65(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate126(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate126.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.documents === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documents"},message:"must have required property '"+"documents"+"'",schema:schema48.required,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "documents")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.documents !== undefined){
let data0 = data.documents;
if(Array.isArray(data0)){
if(data0.length > 100){
const err2 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema48.properties.documents,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.length < 1){
const err3 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema48.properties.documents,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate127(data0[i0], {instancePath:instancePath+"/documents/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/documents",schemaPath:"#/properties/documents/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema48.properties.documents.type,parentSchema:schema48.properties.documents,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate126.errors = vErrors;
return errors === 0;
}
validate126.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_DocumentError = validate134;

function validate134(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate134.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "code") || (key0 === "message"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.code !== undefined){
if(!(validate122(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.message !== undefined){
let data1 = data.message;
if(typeof data1 === "string"){
if(func1(data1) > 1000){
const err3 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema46.properties.message,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/message",schemaPath:"#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.message.type,parentSchema:schema46.properties.message,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate134.errors = vErrors;
return errors === 0;
}
validate134.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_DocumentErrorCode = validate136;

function validate136(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate136.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((data === "checksum_mismatch") || (data === "content_missing")) || (data === "unsupported_content")) || (data === "conversion_empty")) || (data === "pipeline_failed")) || (data === "not_processed"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema47.enum},message:"must be equal to one of the allowed values",schema:schema47.enum,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate136.errors = vErrors;
return errors === 0;
}
validate136.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_DocumentInput = validate137;

function validate137(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate137.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.externalReference === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalReference"},message:"must have required property '"+"externalReference"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.mediaType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mediaType"},message:"must have required property '"+"mediaType"+"'",schema:schema49.required,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema49.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.externalReference !== undefined){
if(!(validate90(data.externalReference, {instancePath:instancePath+"/externalReference",parentData:data,parentDataProperty:"externalReference",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.mediaType !== undefined){
if(!(validate110(data.mediaType, {instancePath:instancePath+"/mediaType",parentData:data,parentDataProperty:"mediaType",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate110.errors : vErrors.concat(validate110.errors);
errors = vErrors.length;
}
}
if(data.content !== undefined){
let data2 = data.content;
if(typeof data2 === "string"){
if(func1(data2) > 1048576){
const err3 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/maxLength",keyword:"maxLength",params:{limit: 1048576},message:"must NOT have more than 1048576 characters",schema:1048576,parentSchema:schema49.properties.content,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.content.type,parentSchema:schema49.properties.content,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.filename !== undefined){
let data3 = data.filename;
if(typeof data3 === "string"){
if(func1(data3) > 255){
const err5 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema49.properties.filename,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data3) < 1){
const err6 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema49.properties.filename,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern8.test(data3)){
const err7 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f/\\\\]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f/\\\\]+$"+"\"",schema:"^[^\\u0000-\\u001f/\\\\]+$",parentSchema:schema49.properties.filename,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/filename",schemaPath:"#/properties/filename/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.filename.type,parentSchema:schema49.properties.filename,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.byteSize !== undefined){
let data4 = data.byteSize;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema49.properties.byteSize.type,parentSchema:schema49.properties.byteSize,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 26214400 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 26214400},message:"must be <= 26214400",schema:26214400,parentSchema:schema49.properties.byteSize,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.byteSize,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats10.validate(data4))){
const err12 = {instancePath:instancePath+"/byteSize",schemaPath:"#/properties/byteSize/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema49.properties.byteSize,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.checksumSha256 !== undefined){
let data5 = data.checksumSha256;
if(typeof data5 === "string"){
if(func1(data5) > 44){
const err13 = {instancePath:instancePath+"/checksumSha256",schemaPath:"#/properties/checksumSha256/maxLength",keyword:"maxLength",params:{limit: 44},message:"must NOT have more than 44 characters",schema:44,parentSchema:schema49.properties.checksumSha256,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern9.test(data5)){
const err14 = {instancePath:instancePath+"/checksumSha256",schemaPath:"#/properties/checksumSha256/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9+/]{43}=$"},message:"must match pattern \""+"^[A-Za-z0-9+/]{43}=$"+"\"",schema:"^[A-Za-z0-9+/]{43}=$",parentSchema:schema49.properties.checksumSha256,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/checksumSha256",schemaPath:"#/properties/checksumSha256/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.checksumSha256.type,parentSchema:schema49.properties.checksumSha256,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.patient !== undefined){
if(!(validate112(data.patient, {instancePath:instancePath+"/patient",parentData:data,parentDataProperty:"patient",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate112.errors : vErrors.concat(validate112.errors);
errors = vErrors.length;
}
}
if(data.encounter !== undefined){
if(!(validate114(data.encounter, {instancePath:instancePath+"/encounter",parentData:data,parentDataProperty:"encounter",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate114.errors : vErrors.concat(validate114.errors);
errors = vErrors.length;
}
}
if(data.metadata !== undefined){
if(!(validate65(data.metadata, {instancePath:instancePath+"/metadata",parentData:data,parentDataProperty:"metadata",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate137.errors = vErrors;
return errors === 0;
}
validate137.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_DocumentPage = validate143;
const schema53 = {"type":"object","additionalProperties":false,"required":["object","data"],"properties":{"object":{"type":"string","const":"list"},"data":{"type":"array","maxItems":100,"items":{"$ref":"#/components/schemas/Document"}},"hasMore":{"type":"boolean"},"nextCursor":{"$ref":"#/components/schemas/NextCursor"}}};

function validate143(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate143.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.object === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "object") || (key0 === "data")) || (key0 === "hasMore")) || (key0 === "nextCursor"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.object !== undefined){
let data0 = data.object;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.object.type,parentSchema:schema53.properties.object,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if("list" !== data0){
const err4 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "list"},message:"must be equal to constant",schema:"list",parentSchema:schema53.properties.object,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.data !== undefined){
let data1 = data.data;
if(Array.isArray(data1)){
if(data1.length > 100){
const err5 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema53.properties.data,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate104(data1[i0], {instancePath:instancePath+"/data/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.data.type,parentSchema:schema53.properties.data,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.hasMore !== undefined){
let data3 = data.hasMore;
if(typeof data3 !== "boolean"){
const err7 = {instancePath:instancePath+"/hasMore",schemaPath:"#/properties/hasMore/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.hasMore.type,parentSchema:schema53.properties.hasMore,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.nextCursor !== undefined){
if(!(validate95(data.nextCursor, {instancePath:instancePath+"/nextCursor",parentData:data,parentDataProperty:"nextCursor",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate143.errors = vErrors;
return errors === 0;
}
validate143.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_DocumentResult = validate146;

function validate146(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate146.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.entityCount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entityCount"},message:"must have required property '"+"entityCount"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.pageCount === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pageCount"},message:"must have required property '"+"pageCount"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.qualityStatus === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "qualityStatus"},message:"must have required property '"+"qualityStatus"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.engineVersion === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "engineVersion"},message:"must have required property '"+"engineVersion"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "entityCount") || (key0 === "engineVersion")) || (key0 === "pageCount")) || (key0 === "qualityStatus"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entityCount !== undefined){
if(!(validate68(data.entityCount, {instancePath:instancePath+"/entityCount",parentData:data,parentDataProperty:"entityCount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.engineVersion !== undefined){
let data1 = data.engineVersion;
if((typeof data1 !== "string") && (data1 !== null)){
const err5 = {instancePath:instancePath+"/engineVersion",schemaPath:"#/properties/engineVersion/type",keyword:"type",params:{type: schema45.properties.engineVersion.type},message:"must be string,null",schema:schema45.properties.engineVersion.type,parentSchema:schema45.properties.engineVersion,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 === "string"){
if(func1(data1) > 100){
const err6 = {instancePath:instancePath+"/engineVersion",schemaPath:"#/properties/engineVersion/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema45.properties.engineVersion,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.pageCount !== undefined){
if(!(validate68(data.pageCount, {instancePath:instancePath+"/pageCount",parentData:data,parentDataProperty:"pageCount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate68.errors : vErrors.concat(validate68.errors);
errors = vErrors.length;
}
}
if(data.qualityStatus !== undefined){
let data3 = data.qualityStatus;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/qualityStatus",schemaPath:"#/properties/qualityStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.qualityStatus.type,parentSchema:schema45.properties.qualityStatus,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((data3 === "ok") || (data3 === "degraded")) || (data3 === "translation_failed"))){
const err8 = {instancePath:instancePath+"/qualityStatus",schemaPath:"#/properties/qualityStatus/enum",keyword:"enum",params:{allowedValues: schema45.properties.qualityStatus.enum},message:"must be equal to one of the allowed values",schema:schema45.properties.qualityStatus.enum,parentSchema:schema45.properties.qualityStatus,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate146.errors = vErrors;
return errors === 0;
}
validate146.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_DocumentStatus = validate149;

function validate149(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate149.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(((((((data === "awaiting_upload") || (data === "pending")) || (data === "queued")) || (data === "processing")) || (data === "succeeded")) || (data === "failed")) || (data === "cancelled"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema41.enum},message:"must be equal to one of the allowed values",schema:schema41.enum,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate149.errors = vErrors;
return errors === 0;
}
validate149.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_Dose = validate150;
const schema56 = {"type":"object","additionalProperties":false,"description":"A medication dose as written (`text`), with its number and unit when they can be read.","required":["text"],"properties":{"value":{"type":"number"},"unit":{"type":"string","maxLength":50},"text":{"type":"string","maxLength":100}}};

function validate150(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate150.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.text === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "value") || (key0 === "unit")) || (key0 === "text"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.value !== undefined){
let data0 = data.value;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema56.properties.value.type,parentSchema:schema56.properties.value,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.unit !== undefined){
let data1 = data.unit;
if(typeof data1 === "string"){
if(func1(data1) > 50){
const err3 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema56.properties.unit,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.unit.type,parentSchema:schema56.properties.unit,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.text !== undefined){
let data2 = data.text;
if(typeof data2 === "string"){
if(func1(data2) > 100){
const err5 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema56.properties.text,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.text.type,parentSchema:schema56.properties.text,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate150.errors = vErrors;
return errors === 0;
}
validate150.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_EncounterRef = validate151;

function validate151(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate151.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!((key0 === "externalId") || (key0 === "date"))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.externalId !== undefined){
let data0 = data.externalId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err1 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema44.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema44.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern3.test(data0)){
const err3 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\"",schema:"^[^\\u0000-\\u001f]+$",parentSchema:schema44.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.externalId.type,parentSchema:schema44.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.date !== undefined){
let data1 = data.date;
if(typeof data1 === "string"){
if(func1(data1) > 10){
const err5 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema44.properties.date,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats30.validate(data1))){
const err6 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema44.properties.date,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/date",schemaPath:"#/properties/date/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.date.type,parentSchema:schema44.properties.date,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate151.errors = vErrors;
return errors === 0;
}
validate151.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Entity = validate152;
const schema58 = {"type":"object","additionalProperties":false,"required":["object","id","type","text"],"properties":{"object":{"type":"string","const":"data_engine.entity"},"id":{"type":"string","description":"Stable ID of the entity within its document.","pattern":"^[A-Za-z0-9_\\-]{1,64}$","maxLength":64},"type":{"$ref":"#/components/schemas/EntityType"},"text":{"type":"string","description":"The text as written in the note.","maxLength":2000},"confidence":{"description":"`high` (an exact vocabulary term of at least two words, or a curated abbreviation in a matching section), `medium` (a single-word or normalised match), `low` (an ambiguous abbreviation or a fuzzy match); null when not assessed.","type":["string","null"],"enum":["high","medium","low",null]},"polarity":{"type":"string","description":"`positive` (present) or `negative` (negated: \"denies\", \"no\", \"negative for\", \"ruled out\").","enum":["positive","negative"]},"subject":{"type":"string","description":"Who the finding is about.","enum":["patient","family_member","other"]},"codes":{"type":"array","maxItems":20,"items":{"$ref":"#/components/schemas/Code"}},"attributes":{"$ref":"#/components/schemas/EntityAttributes"},"span":{"$ref":"#/components/schemas/Span"}}};
const pattern13 = new RegExp("^[A-Za-z0-9_\\-]{1,64}$", "u");
const schema59 = {"type":"string","description":"A FHIR R4 resource type name. Current values: `Condition` (conditions, symptoms, findings; SNOMED CT),\n`Medication` (RxNorm ingredients), `Observation` (lab tests and vital signs; LOINC), `Procedure` (SNOMED CT),\n`AllergyIntolerance` (the substance coded), `Immunization`. More may be added.\n","pattern":"^[A-Z][A-Za-z]{1,63}$","maxLength":64,"examples":["Condition","Medication","Observation","Procedure","AllergyIntolerance","Immunization"]};
const pattern14 = new RegExp("^[A-Z][A-Za-z]{1,63}$", "u");

function validate153(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate153.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 64){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern14.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z]{1,63}$"},message:"must match pattern \""+"^[A-Z][A-Za-z]{1,63}$"+"\"",schema:"^[A-Z][A-Za-z]{1,63}$",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate153.errors = vErrors;
return errors === 0;
}
validate153.evaluated = {"dynamicProps":false,"dynamicItems":false};

const schema60 = {"type":"object","additionalProperties":true,"description":"Details that depend on the entity type. Documented keys (all optional; more may be added, so\nignore keys you do not know):\n\n| key | types | meaning |\n|---|---|---|\n| `clinicalStatus` | Condition | `active`, `resolved` or `inactive` (historical mentions) |\n| `certainty` | any | `possible` (uncertain: \"possible\", \"rule out\") or `hypothetical` (\"return if ...\"); absent when the mention is asserted |\n| `temporality` | any | `recent`, `historical` or `hypothetical` |\n| `evidence` | any | the cues behind polarity, subject, certainty and history decisions, each with its span |\n| `section` | any | the normalised section the mention is in, such as `family_history`, `medications`, `physical_exam` |\n| `dose` | Medication | `{value, unit, text}`: `{\"value\": 25, \"unit\": \"mg\", \"text\": \"25 mg\"}` |\n| `route` | Medication | normalised route: `oral`, `intravenous`, `subcutaneous`, `topical`, ... |\n| `frequency` | Medication | normalised frequency code: `QD`, `BID`, `TID`, `QID`, `QHS`, `Q6H`, `Q5MIN`, `ONCE`, with ` PRN` when as needed |\n| `value`, `unit` | Observation | a number and its UCUM unit (`mm[Hg]`, `%`, `Cel`, `kg`, `/min`, `mg/dL`) |\n| `valueText` | Observation | the value as written when it is not a single number (`142/88`) |\n| `comparator` | Observation | `<`, `<=`, `>=` or `>` when the value is a bound (\"SpO2 < 88%\", \"goal K > 4\"), as FHIR `Quantity.comparator` |\n| `components` | Observation | panel parts, such as systolic and diastolic blood pressure, each coded with a value |\n| `interpretation` | Observation | `high`, `low`, `normal`, `abnormal`, `critical`, `positive` or `negative` |\n| `reaction` | AllergyIntolerance | the reaction as written, such as `hives` |\n| `substance` | AllergyIntolerance | the display of the coded substance |\n| `category` | AllergyIntolerance | `medication` when the substance is a drug |\n| `medicationStatus` | Medication | what the note says about the drug's use, when written: `active` (\"continue\", \"takes\"), `stopped` (\"stop\", \"discontinued\"; polarity stays `positive`), `held` (\"hold warfarin\"; `positive`), `planned` (\"start\", \"will begin\"; `positive`), `declined` (\"declined statin\"; `negative`), `not_taking` (\"not taking\", \"never started\"; `negative`), `avoid` (\"avoid NSAIDs\"; `positive`) |\n| `valueCode` | Observation | a coded value `{system, code, display}`: smoking status (SNOMED CT, e.g. `8517006` Ex-smoker), alcohol and drug use findings |\n| `packYears` | Observation | smoking history in pack-years, when written |\n","maxProperties":30,"properties":{"clinicalStatus":{"type":"string","enum":["active","resolved","inactive"]},"certainty":{"type":"string","enum":["possible","hypothetical"]},"temporality":{"type":"string","enum":["recent","historical","hypothetical"]},"evidence":{"type":"array","maxItems":20,"items":{"$ref":"#/components/schemas/ContextEvidence"}},"section":{"type":"string","maxLength":100,"pattern":"^[a-z_]+$"},"dose":{"$ref":"#/components/schemas/Dose"},"route":{"type":"string","maxLength":100},"frequency":{"type":"string","maxLength":100},"value":{"oneOf":[{"type":"number"},{"type":"string","maxLength":100}]},"unit":{"type":"string","maxLength":50},"valueText":{"type":"string","maxLength":100},"comparator":{"type":"string","enum":["<","<=",">=",">"]},"components":{"type":"array","maxItems":10,"items":{"$ref":"#/components/schemas/ObservationComponent"}},"interpretation":{"type":"string","enum":["high","low","normal","abnormal","critical","positive","negative"]},"reaction":{"type":"string","maxLength":200},"substance":{"type":"string","maxLength":1024},"category":{"type":"string","enum":["food","medication","environment","biologic"]},"medicationStatus":{"type":"string","enum":["active","stopped","held","planned","declined","not_taking","avoid"]},"valueCode":{"$ref":"#/components/schemas/Code"},"packYears":{"type":"number","minimum":0}}};
const schema61 = {"type":"object","additionalProperties":false,"description":"One component of a panel observation, such as the systolic part of a blood pressure.","required":["code","value"],"properties":{"code":{"$ref":"#/components/schemas/Code"},"value":{"type":"number"},"unit":{"type":"string","maxLength":50}}};

function validate159(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate159.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "code") || (key0 === "value")) || (key0 === "unit"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.code !== undefined){
if(!(validate99(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.value.type,parentSchema:schema61.properties.value,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.unit !== undefined){
let data2 = data.unit;
if(typeof data2 === "string"){
if(func1(data2) > 50){
const err4 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema61.properties.unit,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.unit.type,parentSchema:schema61.properties.unit,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate159.errors = vErrors;
return errors === 0;
}
validate159.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern15 = new RegExp("^[a-z_]+$", "u");

function validate156(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate156.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 30){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 30},message:"must NOT have more than 30 properties",schema:30,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.clinicalStatus !== undefined){
let data0 = data.clinicalStatus;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/clinicalStatus",schemaPath:"#/properties/clinicalStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.clinicalStatus.type,parentSchema:schema60.properties.clinicalStatus,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "active") || (data0 === "resolved")) || (data0 === "inactive"))){
const err2 = {instancePath:instancePath+"/clinicalStatus",schemaPath:"#/properties/clinicalStatus/enum",keyword:"enum",params:{allowedValues: schema60.properties.clinicalStatus.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.clinicalStatus.enum,parentSchema:schema60.properties.clinicalStatus,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.certainty !== undefined){
let data1 = data.certainty;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/certainty",schemaPath:"#/properties/certainty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.certainty.type,parentSchema:schema60.properties.certainty,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data1 === "possible") || (data1 === "hypothetical"))){
const err4 = {instancePath:instancePath+"/certainty",schemaPath:"#/properties/certainty/enum",keyword:"enum",params:{allowedValues: schema60.properties.certainty.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.certainty.enum,parentSchema:schema60.properties.certainty,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.temporality !== undefined){
let data2 = data.temporality;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/temporality",schemaPath:"#/properties/temporality/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.temporality.type,parentSchema:schema60.properties.temporality,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data2 === "recent") || (data2 === "historical")) || (data2 === "hypothetical"))){
const err6 = {instancePath:instancePath+"/temporality",schemaPath:"#/properties/temporality/enum",keyword:"enum",params:{allowedValues: schema60.properties.temporality.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.temporality.enum,parentSchema:schema60.properties.temporality,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.evidence !== undefined){
let data3 = data.evidence;
if(Array.isArray(data3)){
if(data3.length > 20){
const err7 = {instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema60.properties.evidence,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate100(data3[i0], {instancePath:instancePath+"/evidence/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.evidence.type,parentSchema:schema60.properties.evidence,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.section !== undefined){
let data5 = data.section;
if(typeof data5 === "string"){
if(func1(data5) > 100){
const err9 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.section,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern15.test(data5)){
const err10 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/pattern",keyword:"pattern",params:{pattern: "^[a-z_]+$"},message:"must match pattern \""+"^[a-z_]+$"+"\"",schema:"^[a-z_]+$",parentSchema:schema60.properties.section,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.section.type,parentSchema:schema60.properties.section,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.dose !== undefined){
if(!(validate150(data.dose, {instancePath:instancePath+"/dose",parentData:data,parentDataProperty:"dose",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
}
if(data.route !== undefined){
let data7 = data.route;
if(typeof data7 === "string"){
if(func1(data7) > 100){
const err12 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.route,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.route.type,parentSchema:schema60.properties.route,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.frequency !== undefined){
let data8 = data.frequency;
if(typeof data8 === "string"){
if(func1(data8) > 100){
const err14 = {instancePath:instancePath+"/frequency",schemaPath:"#/properties/frequency/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.frequency,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/frequency",schemaPath:"#/properties/frequency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.frequency.type,parentSchema:schema60.properties.frequency,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.value !== undefined){
let data9 = data.value;
const _errs19 = errors;
let valid3 = false;
let passing0 = null;
const _errs20 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema60.properties.value.oneOf[0].type,parentSchema:schema60.properties.value.oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs22 = errors;
if(typeof data9 === "string"){
if(func1(data9) > 100){
const err17 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.value.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.value.oneOf[1].type,parentSchema:schema60.properties.value.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err19 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema60.properties.value.oneOf,parentSchema:schema60.properties.value,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.unit !== undefined){
let data10 = data.unit;
if(typeof data10 === "string"){
if(func1(data10) > 50){
const err20 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema60.properties.unit,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.unit.type,parentSchema:schema60.properties.unit,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.valueText !== undefined){
let data11 = data.valueText;
if(typeof data11 === "string"){
if(func1(data11) > 100){
const err22 = {instancePath:instancePath+"/valueText",schemaPath:"#/properties/valueText/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.valueText,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/valueText",schemaPath:"#/properties/valueText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.valueText.type,parentSchema:schema60.properties.valueText,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.comparator !== undefined){
let data12 = data.comparator;
if(typeof data12 !== "string"){
const err24 = {instancePath:instancePath+"/comparator",schemaPath:"#/properties/comparator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.comparator.type,parentSchema:schema60.properties.comparator,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((((data12 === "<") || (data12 === "<=")) || (data12 === ">=")) || (data12 === ">"))){
const err25 = {instancePath:instancePath+"/comparator",schemaPath:"#/properties/comparator/enum",keyword:"enum",params:{allowedValues: schema60.properties.comparator.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.comparator.enum,parentSchema:schema60.properties.comparator,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.components !== undefined){
let data13 = data.components;
if(Array.isArray(data13)){
if(data13.length > 10){
const err26 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema60.properties.components,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
if(!(validate159(data13[i1], {instancePath:instancePath+"/components/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.components.type,parentSchema:schema60.properties.components,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.interpretation !== undefined){
let data15 = data.interpretation;
if(typeof data15 !== "string"){
const err28 = {instancePath:instancePath+"/interpretation",schemaPath:"#/properties/interpretation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.interpretation.type,parentSchema:schema60.properties.interpretation,data:data15};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(((((((data15 === "high") || (data15 === "low")) || (data15 === "normal")) || (data15 === "abnormal")) || (data15 === "critical")) || (data15 === "positive")) || (data15 === "negative"))){
const err29 = {instancePath:instancePath+"/interpretation",schemaPath:"#/properties/interpretation/enum",keyword:"enum",params:{allowedValues: schema60.properties.interpretation.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.interpretation.enum,parentSchema:schema60.properties.interpretation,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.reaction !== undefined){
let data16 = data.reaction;
if(typeof data16 === "string"){
if(func1(data16) > 200){
const err30 = {instancePath:instancePath+"/reaction",schemaPath:"#/properties/reaction/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema60.properties.reaction,data:data16};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/reaction",schemaPath:"#/properties/reaction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.reaction.type,parentSchema:schema60.properties.reaction,data:data16};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.substance !== undefined){
let data17 = data.substance;
if(typeof data17 === "string"){
if(func1(data17) > 1024){
const err32 = {instancePath:instancePath+"/substance",schemaPath:"#/properties/substance/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema60.properties.substance,data:data17};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/substance",schemaPath:"#/properties/substance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.substance.type,parentSchema:schema60.properties.substance,data:data17};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.category !== undefined){
let data18 = data.category;
if(typeof data18 !== "string"){
const err34 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.category.type,parentSchema:schema60.properties.category,data:data18};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((((data18 === "food") || (data18 === "medication")) || (data18 === "environment")) || (data18 === "biologic"))){
const err35 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema60.properties.category.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.category.enum,parentSchema:schema60.properties.category,data:data18};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.medicationStatus !== undefined){
let data19 = data.medicationStatus;
if(typeof data19 !== "string"){
const err36 = {instancePath:instancePath+"/medicationStatus",schemaPath:"#/properties/medicationStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.medicationStatus.type,parentSchema:schema60.properties.medicationStatus,data:data19};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(((((((data19 === "active") || (data19 === "stopped")) || (data19 === "held")) || (data19 === "planned")) || (data19 === "declined")) || (data19 === "not_taking")) || (data19 === "avoid"))){
const err37 = {instancePath:instancePath+"/medicationStatus",schemaPath:"#/properties/medicationStatus/enum",keyword:"enum",params:{allowedValues: schema60.properties.medicationStatus.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.medicationStatus.enum,parentSchema:schema60.properties.medicationStatus,data:data19};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.valueCode !== undefined){
if(!(validate99(data.valueCode, {instancePath:instancePath+"/valueCode",parentData:data,parentDataProperty:"valueCode",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data.packYears !== undefined){
let data21 = data.packYears;
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err38 = {instancePath:instancePath+"/packYears",schemaPath:"#/properties/packYears/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema60.properties.packYears,data:data21};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/packYears",schemaPath:"#/properties/packYears/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema60.properties.packYears.type,parentSchema:schema60.properties.packYears,data:data21};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate156.errors = vErrors;
return errors === 0;
}
validate156.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate152(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate152.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.object === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.text === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func6.call(schema58.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.object !== undefined){
let data0 = data.object;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.object.type,parentSchema:schema58.properties.object,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("data_engine.entity" !== data0){
const err6 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "data_engine.entity"},message:"must be equal to constant",schema:"data_engine.entity",parentSchema:schema58.properties.object,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema58.properties.id,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern13.test(data1)){
const err8 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]{1,64}$"+"\"",schema:"^[A-Za-z0-9_\\-]{1,64}$",parentSchema:schema58.properties.id,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.id.type,parentSchema:schema58.properties.id,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.type !== undefined){
if(!(validate153(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate153.errors : vErrors.concat(validate153.errors);
errors = vErrors.length;
}
}
if(data.text !== undefined){
let data3 = data.text;
if(typeof data3 === "string"){
if(func1(data3) > 2000){
const err10 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema58.properties.text,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.text.type,parentSchema:schema58.properties.text,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.confidence !== undefined){
let data4 = data.confidence;
if((typeof data4 !== "string") && (data4 !== null)){
const err12 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/type",keyword:"type",params:{type: schema58.properties.confidence.type},message:"must be string,null",schema:schema58.properties.confidence.type,parentSchema:schema58.properties.confidence,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!((((data4 === "high") || (data4 === "medium")) || (data4 === "low")) || (data4 === null))){
const err13 = {instancePath:instancePath+"/confidence",schemaPath:"#/properties/confidence/enum",keyword:"enum",params:{allowedValues: schema58.properties.confidence.enum},message:"must be equal to one of the allowed values",schema:schema58.properties.confidence.enum,parentSchema:schema58.properties.confidence,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.polarity !== undefined){
let data5 = data.polarity;
if(typeof data5 !== "string"){
const err14 = {instancePath:instancePath+"/polarity",schemaPath:"#/properties/polarity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.polarity.type,parentSchema:schema58.properties.polarity,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!((data5 === "positive") || (data5 === "negative"))){
const err15 = {instancePath:instancePath+"/polarity",schemaPath:"#/properties/polarity/enum",keyword:"enum",params:{allowedValues: schema58.properties.polarity.enum},message:"must be equal to one of the allowed values",schema:schema58.properties.polarity.enum,parentSchema:schema58.properties.polarity,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.subject !== undefined){
let data6 = data.subject;
if(typeof data6 !== "string"){
const err16 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema58.properties.subject.type,parentSchema:schema58.properties.subject,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(((data6 === "patient") || (data6 === "family_member")) || (data6 === "other"))){
const err17 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/enum",keyword:"enum",params:{allowedValues: schema58.properties.subject.enum},message:"must be equal to one of the allowed values",schema:schema58.properties.subject.enum,parentSchema:schema58.properties.subject,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.codes !== undefined){
let data7 = data.codes;
if(Array.isArray(data7)){
if(data7.length > 20){
const err18 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema58.properties.codes,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate99(data7[i0], {instancePath:instancePath+"/codes/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
}
else {
const err19 = {instancePath:instancePath+"/codes",schemaPath:"#/properties/codes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema58.properties.codes.type,parentSchema:schema58.properties.codes,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.attributes !== undefined){
if(!(validate156(data.attributes, {instancePath:instancePath+"/attributes",parentData:data,parentDataProperty:"attributes",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate156.errors : vErrors.concat(validate156.errors);
errors = vErrors.length;
}
}
if(data.span !== undefined){
if(!(validate101(data.span, {instancePath:instancePath+"/span",parentData:data,parentDataProperty:"span",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.type,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate152.errors = vErrors;
return errors === 0;
}
validate152.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_EntityAttributes = validate165;

function validate165(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate165.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 30){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 30},message:"must NOT have more than 30 properties",schema:30,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.clinicalStatus !== undefined){
let data0 = data.clinicalStatus;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/clinicalStatus",schemaPath:"#/properties/clinicalStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.clinicalStatus.type,parentSchema:schema60.properties.clinicalStatus,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(((data0 === "active") || (data0 === "resolved")) || (data0 === "inactive"))){
const err2 = {instancePath:instancePath+"/clinicalStatus",schemaPath:"#/properties/clinicalStatus/enum",keyword:"enum",params:{allowedValues: schema60.properties.clinicalStatus.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.clinicalStatus.enum,parentSchema:schema60.properties.clinicalStatus,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.certainty !== undefined){
let data1 = data.certainty;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/certainty",schemaPath:"#/properties/certainty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.certainty.type,parentSchema:schema60.properties.certainty,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!((data1 === "possible") || (data1 === "hypothetical"))){
const err4 = {instancePath:instancePath+"/certainty",schemaPath:"#/properties/certainty/enum",keyword:"enum",params:{allowedValues: schema60.properties.certainty.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.certainty.enum,parentSchema:schema60.properties.certainty,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.temporality !== undefined){
let data2 = data.temporality;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/temporality",schemaPath:"#/properties/temporality/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.temporality.type,parentSchema:schema60.properties.temporality,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data2 === "recent") || (data2 === "historical")) || (data2 === "hypothetical"))){
const err6 = {instancePath:instancePath+"/temporality",schemaPath:"#/properties/temporality/enum",keyword:"enum",params:{allowedValues: schema60.properties.temporality.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.temporality.enum,parentSchema:schema60.properties.temporality,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.evidence !== undefined){
let data3 = data.evidence;
if(Array.isArray(data3)){
if(data3.length > 20){
const err7 = {instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema60.properties.evidence,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate100(data3[i0], {instancePath:instancePath+"/evidence/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate100.errors : vErrors.concat(validate100.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/evidence",schemaPath:"#/properties/evidence/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.evidence.type,parentSchema:schema60.properties.evidence,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.section !== undefined){
let data5 = data.section;
if(typeof data5 === "string"){
if(func1(data5) > 100){
const err9 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.section,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern15.test(data5)){
const err10 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/pattern",keyword:"pattern",params:{pattern: "^[a-z_]+$"},message:"must match pattern \""+"^[a-z_]+$"+"\"",schema:"^[a-z_]+$",parentSchema:schema60.properties.section,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/section",schemaPath:"#/properties/section/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.section.type,parentSchema:schema60.properties.section,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.dose !== undefined){
if(!(validate150(data.dose, {instancePath:instancePath+"/dose",parentData:data,parentDataProperty:"dose",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate150.errors : vErrors.concat(validate150.errors);
errors = vErrors.length;
}
}
if(data.route !== undefined){
let data7 = data.route;
if(typeof data7 === "string"){
if(func1(data7) > 100){
const err12 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.route,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.route.type,parentSchema:schema60.properties.route,data:data7};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.frequency !== undefined){
let data8 = data.frequency;
if(typeof data8 === "string"){
if(func1(data8) > 100){
const err14 = {instancePath:instancePath+"/frequency",schemaPath:"#/properties/frequency/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.frequency,data:data8};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/frequency",schemaPath:"#/properties/frequency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.frequency.type,parentSchema:schema60.properties.frequency,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.value !== undefined){
let data9 = data.value;
const _errs19 = errors;
let valid3 = false;
let passing0 = null;
const _errs20 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err16 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema60.properties.value.oneOf[0].type,parentSchema:schema60.properties.value.oneOf[0],data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs20 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs22 = errors;
if(typeof data9 === "string"){
if(func1(data9) > 100){
const err17 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.value.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.value.oneOf[1].type,parentSchema:schema60.properties.value.oneOf[1],data:data9};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs22 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
}
if(!valid3){
const err19 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema60.properties.value.oneOf,parentSchema:schema60.properties.value,data:data9};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data.unit !== undefined){
let data10 = data.unit;
if(typeof data10 === "string"){
if(func1(data10) > 50){
const err20 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema60.properties.unit,data:data10};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.unit.type,parentSchema:schema60.properties.unit,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.valueText !== undefined){
let data11 = data.valueText;
if(typeof data11 === "string"){
if(func1(data11) > 100){
const err22 = {instancePath:instancePath+"/valueText",schemaPath:"#/properties/valueText/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema60.properties.valueText,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/valueText",schemaPath:"#/properties/valueText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.valueText.type,parentSchema:schema60.properties.valueText,data:data11};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.comparator !== undefined){
let data12 = data.comparator;
if(typeof data12 !== "string"){
const err24 = {instancePath:instancePath+"/comparator",schemaPath:"#/properties/comparator/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.comparator.type,parentSchema:schema60.properties.comparator,data:data12};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((((data12 === "<") || (data12 === "<=")) || (data12 === ">=")) || (data12 === ">"))){
const err25 = {instancePath:instancePath+"/comparator",schemaPath:"#/properties/comparator/enum",keyword:"enum",params:{allowedValues: schema60.properties.comparator.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.comparator.enum,parentSchema:schema60.properties.comparator,data:data12};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.components !== undefined){
let data13 = data.components;
if(Array.isArray(data13)){
if(data13.length > 10){
const err26 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema60.properties.components,data:data13};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len1 = data13.length;
for(let i1=0; i1<len1; i1++){
if(!(validate159(data13[i1], {instancePath:instancePath+"/components/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate159.errors : vErrors.concat(validate159.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/components",schemaPath:"#/properties/components/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema60.properties.components.type,parentSchema:schema60.properties.components,data:data13};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.interpretation !== undefined){
let data15 = data.interpretation;
if(typeof data15 !== "string"){
const err28 = {instancePath:instancePath+"/interpretation",schemaPath:"#/properties/interpretation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.interpretation.type,parentSchema:schema60.properties.interpretation,data:data15};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(((((((data15 === "high") || (data15 === "low")) || (data15 === "normal")) || (data15 === "abnormal")) || (data15 === "critical")) || (data15 === "positive")) || (data15 === "negative"))){
const err29 = {instancePath:instancePath+"/interpretation",schemaPath:"#/properties/interpretation/enum",keyword:"enum",params:{allowedValues: schema60.properties.interpretation.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.interpretation.enum,parentSchema:schema60.properties.interpretation,data:data15};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.reaction !== undefined){
let data16 = data.reaction;
if(typeof data16 === "string"){
if(func1(data16) > 200){
const err30 = {instancePath:instancePath+"/reaction",schemaPath:"#/properties/reaction/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema60.properties.reaction,data:data16};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/reaction",schemaPath:"#/properties/reaction/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.reaction.type,parentSchema:schema60.properties.reaction,data:data16};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.substance !== undefined){
let data17 = data.substance;
if(typeof data17 === "string"){
if(func1(data17) > 1024){
const err32 = {instancePath:instancePath+"/substance",schemaPath:"#/properties/substance/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema60.properties.substance,data:data17};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/substance",schemaPath:"#/properties/substance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.substance.type,parentSchema:schema60.properties.substance,data:data17};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.category !== undefined){
let data18 = data.category;
if(typeof data18 !== "string"){
const err34 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.category.type,parentSchema:schema60.properties.category,data:data18};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!((((data18 === "food") || (data18 === "medication")) || (data18 === "environment")) || (data18 === "biologic"))){
const err35 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/enum",keyword:"enum",params:{allowedValues: schema60.properties.category.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.category.enum,parentSchema:schema60.properties.category,data:data18};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.medicationStatus !== undefined){
let data19 = data.medicationStatus;
if(typeof data19 !== "string"){
const err36 = {instancePath:instancePath+"/medicationStatus",schemaPath:"#/properties/medicationStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.medicationStatus.type,parentSchema:schema60.properties.medicationStatus,data:data19};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!(((((((data19 === "active") || (data19 === "stopped")) || (data19 === "held")) || (data19 === "planned")) || (data19 === "declined")) || (data19 === "not_taking")) || (data19 === "avoid"))){
const err37 = {instancePath:instancePath+"/medicationStatus",schemaPath:"#/properties/medicationStatus/enum",keyword:"enum",params:{allowedValues: schema60.properties.medicationStatus.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.medicationStatus.enum,parentSchema:schema60.properties.medicationStatus,data:data19};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.valueCode !== undefined){
if(!(validate99(data.valueCode, {instancePath:instancePath+"/valueCode",parentData:data,parentDataProperty:"valueCode",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data.packYears !== undefined){
let data21 = data.packYears;
if((typeof data21 == "number") && (isFinite(data21))){
if(data21 < 0 || isNaN(data21)){
const err38 = {instancePath:instancePath+"/packYears",schemaPath:"#/properties/packYears/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema60.properties.packYears,data:data21};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/packYears",schemaPath:"#/properties/packYears/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema60.properties.packYears.type,parentSchema:schema60.properties.packYears,data:data21};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate165.errors = vErrors;
return errors === 0;
}
validate165.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_EntityPage = validate170;
const schema63 = {"type":"object","additionalProperties":false,"required":["object","data","hasMore"],"properties":{"object":{"type":"string","const":"list"},"data":{"type":"array","maxItems":100,"items":{"$ref":"#/components/schemas/Entity"}},"hasMore":{"type":"boolean"},"nextCursor":{"$ref":"#/components/schemas/NextCursor"}}};

function validate170(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate170.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.object === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "object"},message:"must have required property '"+"object"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.data === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hasMore === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hasMore"},message:"must have required property '"+"hasMore"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "object") || (key0 === "data")) || (key0 === "hasMore")) || (key0 === "nextCursor"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.object !== undefined){
let data0 = data.object;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema63.properties.object.type,parentSchema:schema63.properties.object,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if("list" !== data0){
const err5 = {instancePath:instancePath+"/object",schemaPath:"#/properties/object/const",keyword:"const",params:{allowedValue: "list"},message:"must be equal to constant",schema:"list",parentSchema:schema63.properties.object,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data1 = data.data;
if(Array.isArray(data1)){
if(data1.length > 100){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema63.properties.data,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate152(data1[i0], {instancePath:instancePath+"/data/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema63.properties.data.type,parentSchema:schema63.properties.data,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hasMore !== undefined){
let data3 = data.hasMore;
if(typeof data3 !== "boolean"){
const err8 = {instancePath:instancePath+"/hasMore",schemaPath:"#/properties/hasMore/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema63.properties.hasMore.type,parentSchema:schema63.properties.hasMore,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.nextCursor !== undefined){
if(!(validate95(data.nextCursor, {instancePath:instancePath+"/nextCursor",parentData:data,parentDataProperty:"nextCursor",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate170.errors = vErrors;
return errors === 0;
}
validate170.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_EntityType = validate173;

function validate173(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate173.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 64){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern14.test(data)){
const err1 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z]{1,63}$"},message:"must match pattern \""+"^[A-Z][A-Za-z]{1,63}$"+"\"",schema:"^[A-Z][A-Za-z]{1,63}$",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema59.type,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate173.errors = vErrors;
return errors === 0;
}
validate173.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_ExternalReference = validate174;

function validate174(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate174.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 255){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func1(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern3.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\"",schema:"^[^\\u0000-\\u001f]+$",parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate174.errors = vErrors;
return errors === 0;
}
validate174.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_FhirBundle = validate175;
const schema66 = {"type":"object","description":"A FHIR R4 Bundle: `collection` for a document, `searchset` for searches and `$everything`. As FHIR\nrequires, `entry` is omitted when there are no entries; searchsets carry `total` and `link`.\n","additionalProperties":true,"required":["resourceType","type"],"properties":{"resourceType":{"type":"string","const":"Bundle"},"id":{"type":"string","maxLength":64},"type":{"type":"string","enum":["document","message","transaction","transaction-response","batch","batch-response","history","searchset","collection"]},"timestamp":{"type":"string","format":"date-time","maxLength":64},"total":{"type":"integer","format":"int32","minimum":0,"maximum":2147483647},"link":{"type":"array","maxItems":10,"items":{"type":"object","required":["relation","url"],"properties":{"relation":{"type":"string","maxLength":20},"url":{"type":"string","format":"uri","maxLength":4096}}}},"entry":{"type":"array","minItems":1,"maxItems":100000,"faker":{"helpers.arrayElement":[[[{"fullUrl":"urn:uuid:5b3c1f2e-8a4d-4e6f-9b7a-2c1d0e9f8a7b","resource":{"resourceType":"Patient","id":"5b3c1f2e-8a4d-4e6f-9b7a-2c1d0e9f8a7b"}}]]]},"items":{"type":"object","additionalProperties":true,"description":"A Bundle entry (`fullUrl`, `resource`, `search`)."}}}};

function validate175(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate175.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.resourceType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceType"},message:"must have required property '"+"resourceType"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.resourceType !== undefined){
let data0 = data.resourceType;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.resourceType.type,parentSchema:schema66.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("Bundle" !== data0){
const err3 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/const",keyword:"const",params:{allowedValue: "Bundle"},message:"must be equal to constant",schema:"Bundle",parentSchema:schema66.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema66.properties.id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.id.type,parentSchema:schema66.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.type.type,parentSchema:schema66.properties.type,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((((((data2 === "document") || (data2 === "message")) || (data2 === "transaction")) || (data2 === "transaction-response")) || (data2 === "batch")) || (data2 === "batch-response")) || (data2 === "history")) || (data2 === "searchset")) || (data2 === "collection"))){
const err7 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema66.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema66.properties.type.enum,parentSchema:schema66.properties.type,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.timestamp !== undefined){
let data3 = data.timestamp;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err8 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema66.properties.timestamp,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(formats12.validate(data3))){
const err9 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema66.properties.timestamp,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/timestamp",schemaPath:"#/properties/timestamp/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.timestamp.type,parentSchema:schema66.properties.timestamp,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.total !== undefined){
let data4 = data.total;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err11 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.total.type,parentSchema:schema66.properties.total,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 2147483647 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema66.properties.total,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.total,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats10.validate(data4))){
const err14 = {instancePath:instancePath+"/total",schemaPath:"#/properties/total/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema66.properties.total,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.link !== undefined){
let data5 = data.link;
if(Array.isArray(data5)){
if(data5.length > 10){
const err15 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema66.properties.link,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.relation === undefined){
const err16 = {instancePath:instancePath+"/link/" + i0,schemaPath:"#/properties/link/items/required",keyword:"required",params:{missingProperty: "relation"},message:"must have required property '"+"relation"+"'",schema:schema66.properties.link.items.required,parentSchema:schema66.properties.link.items,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data6.url === undefined){
const err17 = {instancePath:instancePath+"/link/" + i0,schemaPath:"#/properties/link/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema66.properties.link.items.required,parentSchema:schema66.properties.link.items,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.relation !== undefined){
let data7 = data6.relation;
if(typeof data7 === "string"){
if(func1(data7) > 20){
const err18 = {instancePath:instancePath+"/link/" + i0+"/relation",schemaPath:"#/properties/link/items/properties/relation/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema66.properties.link.items.properties.relation,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/link/" + i0+"/relation",schemaPath:"#/properties/link/items/properties/relation/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.link.items.properties.relation.type,parentSchema:schema66.properties.link.items.properties.relation,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.url !== undefined){
let data8 = data6.url;
if(typeof data8 === "string"){
if(func1(data8) > 4096){
const err20 = {instancePath:instancePath+"/link/" + i0+"/url",schemaPath:"#/properties/link/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema66.properties.link.items.properties.url,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(formats0(data8))){
const err21 = {instancePath:instancePath+"/link/" + i0+"/url",schemaPath:"#/properties/link/items/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema66.properties.link.items.properties.url,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/link/" + i0+"/url",schemaPath:"#/properties/link/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.link.items.properties.url.type,parentSchema:schema66.properties.link.items.properties.url,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/link/" + i0,schemaPath:"#/properties/link/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.properties.link.items.type,parentSchema:schema66.properties.link.items,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema66.properties.link.type,parentSchema:schema66.properties.link,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.entry !== undefined){
let data9 = data.entry;
if(Array.isArray(data9)){
if(data9.length > 100000){
const err25 = {instancePath:instancePath+"/entry",schemaPath:"#/properties/entry/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items",schema:100000,parentSchema:schema66.properties.entry,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.length < 1){
const err26 = {instancePath:instancePath+"/entry",schemaPath:"#/properties/entry/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema66.properties.entry,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
}
else {
const err27 = {instancePath:instancePath+"/entry/" + i1,schemaPath:"#/properties/entry/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.properties.entry.items.type,parentSchema:schema66.properties.entry.items,data:data10};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/entry",schemaPath:"#/properties/entry/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema66.properties.entry.type,parentSchema:schema66.properties.entry,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate175.errors = vErrors;
return errors === 0;
}
validate175.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_FhirExportFileEntry = validate176;
const schema67 = {"type":"object","additionalProperties":false,"required":["type","url","count"],"properties":{"type":{"type":"string","pattern":"^[A-Z][A-Za-z]{1,63}$","maxLength":64,"description":"The resource type of every line of the file."},"url":{"type":"string","format":"uri","maxLength":2048,"description":"Where to download the file (GET, with the access token)."},"count":{"type":"integer","format":"int32","minimum":0,"maximum":1000000,"description":"How many resources the file holds."}}};

function validate176(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate176.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.count === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'",schema:schema67.required,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "type") || (key0 === "url")) || (key0 === "count"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema67.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern14.test(data0)){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z]{1,63}$"},message:"must match pattern \""+"^[A-Z][A-Za-z]{1,63}$"+"\"",schema:"^[A-Z][A-Za-z]{1,63}$",parentSchema:schema67.properties.type,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.type.type,parentSchema:schema67.properties.type,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.url !== undefined){
let data1 = data.url;
if(typeof data1 === "string"){
if(func1(data1) > 2048){
const err7 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema67.properties.url,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0(data1))){
const err8 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema67.properties.url,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema67.properties.url.type,parentSchema:schema67.properties.url,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.count !== undefined){
let data2 = data.count;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema67.properties.count.type,parentSchema:schema67.properties.count,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 1000000 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema67.properties.count,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err12 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema67.properties.count,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats10.validate(data2))){
const err13 = {instancePath:instancePath+"/count",schemaPath:"#/properties/count/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema67.properties.count,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema67.type,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate176.errors = vErrors;
return errors === 0;
}
validate176.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_FhirExportManifest = validate177;
const schema68 = {"type":"object","description":"The manifest of a complete FHIR Bulk Data export (IG v2 \"Response - Complete Status\").","additionalProperties":false,"required":["transactionTime","request","requiresAccessToken","output","error"],"properties":{"transactionTime":{"type":"string","format":"date-time","maxLength":40,"description":"The kick-off time; the files hold resources last updated up to it (and after `_since`)."},"request":{"type":"string","format":"uri","maxLength":4096,"description":"The full URL of the kick-off request."},"requiresAccessToken":{"type":"boolean","const":true,"description":"The files need `Authorization` with an access token of the client that started the export."},"output":{"type":"array","maxItems":1000,"description":"One entry per file (at most 5,000 resources each); a type with no resource has no file.","items":{"$ref":"#/components/schemas/FhirExportFileEntry"}},"error":{"type":"array","maxItems":0,"description":"Files of OperationOutcomes for resources that could not be exported; this server writes none (a resource it cannot export fails the export instead).","items":{"$ref":"#/components/schemas/FhirExportFileEntry"}}}};

function validate177(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate177.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.transactionTime === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "transactionTime"},message:"must have required property '"+"transactionTime"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.request === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "request"},message:"must have required property '"+"request"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.requiresAccessToken === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "requiresAccessToken"},message:"must have required property '"+"requiresAccessToken"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.output === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.error === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'",schema:schema68.required,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "transactionTime") || (key0 === "request")) || (key0 === "requiresAccessToken")) || (key0 === "output")) || (key0 === "error"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.transactionTime !== undefined){
let data0 = data.transactionTime;
if(typeof data0 === "string"){
if(func1(data0) > 40){
const err6 = {instancePath:instancePath+"/transactionTime",schemaPath:"#/properties/transactionTime/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema68.properties.transactionTime,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats12.validate(data0))){
const err7 = {instancePath:instancePath+"/transactionTime",schemaPath:"#/properties/transactionTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema68.properties.transactionTime,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/transactionTime",schemaPath:"#/properties/transactionTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.transactionTime.type,parentSchema:schema68.properties.transactionTime,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.request !== undefined){
let data1 = data.request;
if(typeof data1 === "string"){
if(func1(data1) > 4096){
const err9 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema68.properties.request,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats0(data1))){
const err10 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema68.properties.request,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/request",schemaPath:"#/properties/request/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema68.properties.request.type,parentSchema:schema68.properties.request,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.requiresAccessToken !== undefined){
let data2 = data.requiresAccessToken;
if(typeof data2 !== "boolean"){
const err12 = {instancePath:instancePath+"/requiresAccessToken",schemaPath:"#/properties/requiresAccessToken/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema68.properties.requiresAccessToken.type,parentSchema:schema68.properties.requiresAccessToken,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(true !== data2){
const err13 = {instancePath:instancePath+"/requiresAccessToken",schemaPath:"#/properties/requiresAccessToken/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema68.properties.requiresAccessToken,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.output !== undefined){
let data3 = data.output;
if(Array.isArray(data3)){
if(data3.length > 1000){
const err14 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema68.properties.output,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate176(data3[i0], {instancePath:instancePath+"/output/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/output",schemaPath:"#/properties/output/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema68.properties.output.type,parentSchema:schema68.properties.output,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.error !== undefined){
let data5 = data.error;
if(Array.isArray(data5)){
if(data5.length > 0){
const err16 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/maxItems",keyword:"maxItems",params:{limit: 0},message:"must NOT have more than 0 items",schema:0,parentSchema:schema68.properties.error,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len1 = data5.length;
for(let i1=0; i1<len1; i1++){
if(!(validate176(data5[i1], {instancePath:instancePath+"/error/" + i1,parentData:data5,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate176.errors : vErrors.concat(validate176.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema68.properties.error.type,parentSchema:schema68.properties.error,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema68.type,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate177.errors = vErrors;
return errors === 0;
}
validate177.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_FhirParameters = validate180;
const schema69 = {"type":"object","description":"A FHIR R4 Parameters resource (the input of an operation); only primitive `value[x]` are used.","additionalProperties":true,"required":["resourceType"],"properties":{"resourceType":{"type":"string","const":"Parameters"},"parameter":{"type":"array","maxItems":20,"items":{"type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"}}}}}};
const pattern20 = new RegExp("^[\\x20-\\x7e]+$", "u");

function validate180(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate180.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.resourceType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceType"},message:"must have required property '"+"resourceType"+"'",schema:schema69.required,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.resourceType !== undefined){
let data0 = data.resourceType;
if(typeof data0 !== "string"){
const err1 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.resourceType.type,parentSchema:schema69.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if("Parameters" !== data0){
const err2 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/const",keyword:"const",params:{allowedValue: "Parameters"},message:"must be equal to constant",schema:"Parameters",parentSchema:schema69.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.parameter !== undefined){
let data1 = data.parameter;
if(Array.isArray(data1)){
if(data1.length > 20){
const err3 = {instancePath:instancePath+"/parameter",schemaPath:"#/properties/parameter/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema69.properties.parameter,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.name === undefined){
const err4 = {instancePath:instancePath+"/parameter/" + i0,schemaPath:"#/properties/parameter/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema69.properties.parameter.items.required,parentSchema:schema69.properties.parameter.items,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data2.name !== undefined){
let data3 = data2.name;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err5 = {instancePath:instancePath+"/parameter/" + i0+"/name",schemaPath:"#/properties/parameter/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema69.properties.parameter.items.properties.name,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern20.test(data3)){
const err6 = {instancePath:instancePath+"/parameter/" + i0+"/name",schemaPath:"#/properties/parameter/items/properties/name/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema69.properties.parameter.items.properties.name,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/parameter/" + i0+"/name",schemaPath:"#/properties/parameter/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.parameter.items.properties.name.type,parentSchema:schema69.properties.parameter.items.properties.name,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/parameter/" + i0,schemaPath:"#/properties/parameter/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.properties.parameter.items.type,parentSchema:schema69.properties.parameter.items,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/parameter",schemaPath:"#/properties/parameter/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.properties.parameter.type,parentSchema:schema69.properties.parameter,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate180.errors = vErrors;
return errors === 0;
}
validate180.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_FhirResource = validate181;
const schema70 = {"type":"object","description":"A FHIR R4 resource (JSON representation). The profiles the service emits are in `fhir-profiles/`.","additionalProperties":true,"required":["resourceType"],"properties":{"resourceType":{"type":"string","pattern":"^[A-Z][A-Za-z]{1,63}$","maxLength":64},"id":{"type":"string","maxLength":64}}};

function validate181(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate181.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.resourceType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceType"},message:"must have required property '"+"resourceType"+"'",schema:schema70.required,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.resourceType !== undefined){
let data0 = data.resourceType;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err1 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema70.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern14.test(data0)){
const err2 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z]{1,63}$"},message:"must match pattern \""+"^[A-Z][A-Za-z]{1,63}$"+"\"",schema:"^[A-Z][A-Za-z]{1,63}$",parentSchema:schema70.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties.resourceType.type,parentSchema:schema70.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema70.properties.id,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties.id.type,parentSchema:schema70.properties.id,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate181.errors = vErrors;
return errors === 0;
}
validate181.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_FhirSearchForm = validate182;
const schema71 = {"type":"object","description":"The search parameters of `GET /fhir/R4/{resourceType}` as form fields (the same rules).","properties":{"patient":{"type":"string","description":"A Patient UUID or `Patient/<uuid>` (required unless the resource type is `Patient`, or `subject` is given).","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},"subject":{"type":"string","maxLength":128,"pattern":"^[\\x20-\\x7e]+$"},"_id":{"type":"string","maxLength":4096,"pattern":"^[\\x20-\\x7e]+$"},"_lastUpdated":{"anyOf":[{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},{"type":"array","maxItems":4,"items":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"}}]},"identifier":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"code":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"vaccine-code":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"clinical-status":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"verification-status":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"category":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"_sort":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},"_format":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},"_count":{"type":"string","pattern":"^[0-9]{1,9}$","maxLength":9},"_cursor":{"type":"string","maxLength":512,"pattern":"^[A-Za-z0-9_\\-]+$"}}};
const pattern35 = new RegExp("^[0-9]{1,9}$", "u");

function validate182(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate182.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.patient !== undefined){
let data0 = data.patient;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err0 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema71.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern20.test(data0)){
const err1 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.patient.type,parentSchema:schema71.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.subject !== undefined){
let data1 = data.subject;
if(typeof data1 === "string"){
if(func1(data1) > 128){
const err3 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema71.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern20.test(data1)){
const err4 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.subject.type,parentSchema:schema71.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data._id !== undefined){
let data2 = data._id;
if(typeof data2 === "string"){
if(func1(data2) > 4096){
const err6 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema71.properties._id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern20.test(data2)){
const err7 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties._id,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties._id.type,parentSchema:schema71.properties._id,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data._lastUpdated !== undefined){
let data3 = data._lastUpdated;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err9 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema71.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern20.test(data3)){
const err10 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties._lastUpdated.anyOf[0].type,parentSchema:schema71.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs11 = errors;
if(Array.isArray(data3)){
if(data3.length > 4){
const err12 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items",schema:4,parentSchema:schema71.properties._lastUpdated.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func1(data4) > 64){
const err13 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema71.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern20.test(data4)){
const err14 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties._lastUpdated.anyOf[1].items.type,parentSchema:schema71.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema71.properties._lastUpdated.anyOf[1].type,parentSchema:schema71.properties._lastUpdated.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema71.properties._lastUpdated.anyOf,parentSchema:schema71.properties._lastUpdated,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.identifier !== undefined){
let data5 = data.identifier;
if(typeof data5 === "string"){
if(func1(data5) > 1024){
const err18 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema71.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(!pattern20.test(data5)){
const err19 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.identifier.type,parentSchema:schema71.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.code !== undefined){
let data6 = data.code;
if(typeof data6 === "string"){
if(func1(data6) > 1024){
const err21 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema71.properties.code,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(!pattern20.test(data6)){
const err22 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties.code,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.code.type,parentSchema:schema71.properties.code,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data["vaccine-code"] !== undefined){
let data7 = data["vaccine-code"];
if(typeof data7 === "string"){
if(func1(data7) > 1024){
const err24 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema71.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern20.test(data7)){
const err25 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties["vaccine-code"].type,parentSchema:schema71.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data["clinical-status"] !== undefined){
let data8 = data["clinical-status"];
if(typeof data8 === "string"){
if(func1(data8) > 256){
const err27 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema71.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern20.test(data8)){
const err28 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties["clinical-status"].type,parentSchema:schema71.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data["verification-status"] !== undefined){
let data9 = data["verification-status"];
if(typeof data9 === "string"){
if(func1(data9) > 256){
const err30 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema71.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern20.test(data9)){
const err31 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties["verification-status"].type,parentSchema:schema71.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.category !== undefined){
let data10 = data.category;
if(typeof data10 === "string"){
if(func1(data10) > 256){
const err33 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema71.properties.category,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern20.test(data10)){
const err34 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties.category,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.category.type,parentSchema:schema71.properties.category,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data._sort !== undefined){
let data11 = data._sort;
if(typeof data11 === "string"){
if(func1(data11) > 64){
const err36 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema71.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern20.test(data11)){
const err37 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties._sort.type,parentSchema:schema71.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data._format !== undefined){
let data12 = data._format;
if(typeof data12 === "string"){
if(func1(data12) > 64){
const err39 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema71.properties._format,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!pattern20.test(data12)){
const err40 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema71.properties._format,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties._format.type,parentSchema:schema71.properties._format,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data._count !== undefined){
let data13 = data._count;
if(typeof data13 === "string"){
if(func1(data13) > 9){
const err42 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema71.properties._count,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(!pattern35.test(data13)){
const err43 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}$"},message:"must match pattern \""+"^[0-9]{1,9}$"+"\"",schema:"^[0-9]{1,9}$",parentSchema:schema71.properties._count,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties._count.type,parentSchema:schema71.properties._count,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data._cursor !== undefined){
let data14 = data._cursor;
if(typeof data14 === "string"){
if(func1(data14) > 512){
const err45 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema71.properties._cursor,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern4.test(data14)){
const err46 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema71.properties._cursor,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties._cursor.type,parentSchema:schema71.properties._cursor,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate182.errors = vErrors;
return errors === 0;
}
validate182.evaluated = {"props":{"patient":true,"subject":true,"_id":true,"_lastUpdated":true,"identifier":true,"code":true,"vaccine-code":true,"clinical-status":true,"verification-status":true,"category":true,"_sort":true,"_format":true,"_count":true,"_cursor":true},"dynamicProps":false,"dynamicItems":false};

exports.schema_FieldError = validate183;
const schema72 = {"type":"object","additionalProperties":false,"required":["pointer","code","detail"],"properties":{"pointer":{"type":"string","description":"JSON Pointer (RFC 6901) to the field in the request body, or `/query/<name>` / `/header/<name>` for parameters. An empty string points at the whole body.","maxLength":512},"code":{"type":"string","description":"A stable machine-readable code (see the list in the introduction).","pattern":"^[a-z][a-z_]*$","maxLength":64},"detail":{"type":"string","maxLength":1000}}};
const pattern37 = new RegExp("^[a-z][a-z_]*$", "u");

function validate183(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate183.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.pointer === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'",schema:schema72.required,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.code === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema72.required,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.detail === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'",schema:schema72.required,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "pointer") || (key0 === "code")) || (key0 === "detail"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.pointer !== undefined){
let data0 = data.pointer;
if(typeof data0 === "string"){
if(func1(data0) > 512){
const err4 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema72.properties.pointer,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/pointer",schemaPath:"#/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.pointer.type,parentSchema:schema72.properties.pointer,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.code !== undefined){
let data1 = data.code;
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err6 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema72.properties.code,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern37.test(data1)){
const err7 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z_]*$"},message:"must match pattern \""+"^[a-z][a-z_]*$"+"\"",schema:"^[a-z][a-z_]*$",parentSchema:schema72.properties.code,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.code.type,parentSchema:schema72.properties.code,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.detail !== undefined){
let data2 = data.detail;
if(typeof data2 === "string"){
if(func1(data2) > 1000){
const err9 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema72.properties.detail,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.properties.detail.type,parentSchema:schema72.properties.detail,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema72.type,parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate183.errors = vErrors;
return errors === 0;
}
validate183.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Health = validate184;
const schema73 = {"type":"object","additionalProperties":false,"required":["status"],"properties":{"status":{"type":"string","enum":["ok","unavailable"]}}};

function validate184(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate184.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "status")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.status !== undefined){
let data0 = data.status;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.status.type,parentSchema:schema73.properties.status,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === "ok") || (data0 === "unavailable"))){
const err3 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema73.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema73.properties.status.enum,parentSchema:schema73.properties.status,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate184.errors = vErrors;
return errors === 0;
}
validate184.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Jwks = validate185;
const schema74 = {"type":"object","description":"A JSON Web Key Set (RFC 7517 §5).","required":["keys"],"properties":{"keys":{"type":"array","maxItems":50,"items":{"type":"object","description":"A public JWK (`kty`, `kid`, `use`, `alg` and the key parameters).","additionalProperties":true,"required":["kty"],"properties":{"kty":{"type":"string","maxLength":10},"kid":{"type":"string","maxLength":200},"use":{"type":"string","maxLength":10},"alg":{"type":"string","maxLength":20}}}}}};

function validate185(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate185.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.keys === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "keys"},message:"must have required property '"+"keys"+"'",schema:schema74.required,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.keys !== undefined){
let data0 = data.keys;
if(Array.isArray(data0)){
if(data0.length > 50){
const err1 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items",schema:50,parentSchema:schema74.properties.keys,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.kty === undefined){
const err2 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/required",keyword:"required",params:{missingProperty: "kty"},message:"must have required property '"+"kty"+"'",schema:schema74.properties.keys.items.required,parentSchema:schema74.properties.keys.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.kty !== undefined){
let data2 = data1.kty;
if(typeof data2 === "string"){
if(func1(data2) > 10){
const err3 = {instancePath:instancePath+"/keys/" + i0+"/kty",schemaPath:"#/properties/keys/items/properties/kty/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema74.properties.keys.items.properties.kty,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/keys/" + i0+"/kty",schemaPath:"#/properties/keys/items/properties/kty/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.keys.items.properties.kty.type,parentSchema:schema74.properties.keys.items.properties.kty,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.kid !== undefined){
let data3 = data1.kid;
if(typeof data3 === "string"){
if(func1(data3) > 200){
const err5 = {instancePath:instancePath+"/keys/" + i0+"/kid",schemaPath:"#/properties/keys/items/properties/kid/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema74.properties.keys.items.properties.kid,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/keys/" + i0+"/kid",schemaPath:"#/properties/keys/items/properties/kid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.keys.items.properties.kid.type,parentSchema:schema74.properties.keys.items.properties.kid,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.use !== undefined){
let data4 = data1.use;
if(typeof data4 === "string"){
if(func1(data4) > 10){
const err7 = {instancePath:instancePath+"/keys/" + i0+"/use",schemaPath:"#/properties/keys/items/properties/use/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema74.properties.keys.items.properties.use,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/keys/" + i0+"/use",schemaPath:"#/properties/keys/items/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.keys.items.properties.use.type,parentSchema:schema74.properties.keys.items.properties.use,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.alg !== undefined){
let data5 = data1.alg;
if(typeof data5 === "string"){
if(func1(data5) > 20){
const err9 = {instancePath:instancePath+"/keys/" + i0+"/alg",schemaPath:"#/properties/keys/items/properties/alg/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema74.properties.keys.items.properties.alg,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/keys/" + i0+"/alg",schemaPath:"#/properties/keys/items/properties/alg/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.keys.items.properties.alg.type,parentSchema:schema74.properties.keys.items.properties.alg,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/keys/" + i0,schemaPath:"#/properties/keys/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.keys.items.type,parentSchema:schema74.properties.keys.items,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/keys",schemaPath:"#/properties/keys/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.keys.type,parentSchema:schema74.properties.keys,data:data0};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate185.errors = vErrors;
return errors === 0;
}
validate185.evaluated = {"props":{"keys":true},"dynamicProps":false,"dynamicItems":false};

exports.schema_MediaType = validate186;

function validate186(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate186.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.type,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((data === "text/plain") || (data === "application/pdf"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema42.enum},message:"must be equal to one of the allowed values",schema:schema42.enum,parentSchema:schema42,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate186.errors = vErrors;
return errors === 0;
}
validate186.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_Metadata = validate187;

function validate187(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate187.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(Object.keys(data).length > 20){
const err0 = {instancePath,schemaPath:"#/maxProperties",keyword:"maxProperties",params:{limit: 20},message:"must NOT have more than 20 properties",schema:20,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
const _errs1 = errors;
if(typeof key0 === "string"){
if(func1(key0) > 100){
const err1 = {instancePath,schemaPath:"#/propertyNames/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema25.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(key0) < 1){
const err2 = {instancePath,schemaPath:"#/propertyNames/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema25.propertyNames,data:key0,propertyName:key0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/propertyNames",keyword:"propertyNames",params:{propertyName: key0},message:"property name must be valid",schema:schema25.propertyNames,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
for(const key1 in data){
let data0 = data[key1];
if(typeof data0 === "string"){
if(func1(data0) > 500){
const err4 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema25.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.additionalProperties.type,parentSchema:schema25.additionalProperties,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema25.type,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate187.errors = vErrors;
return errors === 0;
}
validate187.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_NextCursor = validate188;

function validate188(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate188.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if((typeof data !== "string") && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema33.type},message:"must be string,null",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data === "string"){
if(func1(data) > 512){
const err1 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate188.errors = vErrors;
return errors === 0;
}
validate188.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_OAuthError = validate189;
const schema78 = {"type":"object","additionalProperties":false,"description":"RFC 6749 §5.2 error response.","required":["error"],"properties":{"error":{"type":"string","enum":["invalid_request","invalid_client","invalid_grant","unsupported_grant_type","invalid_scope","temporarily_unavailable"]},"error_description":{"type":"string","maxLength":1000}}};

function validate189(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate189.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.error === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'",schema:schema78.required,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "error") || (key0 === "error_description"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.error !== undefined){
let data0 = data.error;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.error.type,parentSchema:schema78.properties.error,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((((data0 === "invalid_request") || (data0 === "invalid_client")) || (data0 === "invalid_grant")) || (data0 === "unsupported_grant_type")) || (data0 === "invalid_scope")) || (data0 === "temporarily_unavailable"))){
const err3 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/enum",keyword:"enum",params:{allowedValues: schema78.properties.error.enum},message:"must be equal to one of the allowed values",schema:schema78.properties.error.enum,parentSchema:schema78.properties.error,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.error_description !== undefined){
let data1 = data.error_description;
if(typeof data1 === "string"){
if(func1(data1) > 1000){
const err4 = {instancePath:instancePath+"/error_description",schemaPath:"#/properties/error_description/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema78.properties.error_description,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/error_description",schemaPath:"#/properties/error_description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.properties.error_description.type,parentSchema:schema78.properties.error_description,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema78.type,parentSchema:schema78,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate189.errors = vErrors;
return errors === 0;
}
validate189.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_ObservationComponent = validate190;

function validate190(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate190.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.code === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema61.required,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "code") || (key0 === "value")) || (key0 === "unit"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.code !== undefined){
if(!(validate99(data.code, {instancePath:instancePath+"/code",parentData:data,parentDataProperty:"code",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
errors = vErrors.length;
}
}
if(data.value !== undefined){
let data1 = data.value;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema61.properties.value.type,parentSchema:schema61.properties.value,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.unit !== undefined){
let data2 = data.unit;
if(typeof data2 === "string"){
if(func1(data2) > 50){
const err4 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema61.properties.unit,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.unit.type,parentSchema:schema61.properties.unit,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate190.errors = vErrors;
return errors === 0;
}
validate190.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_OperationOutcome = validate192;
const schema80 = {"type":"object","additionalProperties":true,"required":["resourceType","issue"],"properties":{"resourceType":{"type":"string","const":"OperationOutcome"},"issue":{"type":"array","minItems":1,"maxItems":100,"items":{"type":"object","additionalProperties":true,"required":["severity","code"],"properties":{"severity":{"type":"string","enum":["fatal","error","warning","information"]},"code":{"type":"string","description":"A FHIR IssueType code, such as `required`, `value`, `not-found`, `forbidden`, `login`, `throttled`.","maxLength":64},"diagnostics":{"type":"string","maxLength":2000},"expression":{"type":"array","maxItems":10,"items":{"type":"string","maxLength":200}}}}}}};

function validate192(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate192.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.resourceType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceType"},message:"must have required property '"+"resourceType"+"'",schema:schema80.required,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.issue === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "issue"},message:"must have required property '"+"issue"+"'",schema:schema80.required,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.resourceType !== undefined){
let data0 = data.resourceType;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.resourceType.type,parentSchema:schema80.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("OperationOutcome" !== data0){
const err3 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/const",keyword:"const",params:{allowedValue: "OperationOutcome"},message:"must be equal to constant",schema:"OperationOutcome",parentSchema:schema80.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.issue !== undefined){
let data1 = data.issue;
if(Array.isArray(data1)){
if(data1.length > 100){
const err4 = {instancePath:instancePath+"/issue",schemaPath:"#/properties/issue/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema80.properties.issue,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.length < 1){
const err5 = {instancePath:instancePath+"/issue",schemaPath:"#/properties/issue/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema80.properties.issue,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.severity === undefined){
const err6 = {instancePath:instancePath+"/issue/" + i0,schemaPath:"#/properties/issue/items/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'",schema:schema80.properties.issue.items.required,parentSchema:schema80.properties.issue.items,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.code === undefined){
const err7 = {instancePath:instancePath+"/issue/" + i0,schemaPath:"#/properties/issue/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema80.properties.issue.items.required,parentSchema:schema80.properties.issue.items,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2.severity !== undefined){
let data3 = data2.severity;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/issue/" + i0+"/severity",schemaPath:"#/properties/issue/items/properties/severity/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.issue.items.properties.severity.type,parentSchema:schema80.properties.issue.items.properties.severity,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!((((data3 === "fatal") || (data3 === "error")) || (data3 === "warning")) || (data3 === "information"))){
const err9 = {instancePath:instancePath+"/issue/" + i0+"/severity",schemaPath:"#/properties/issue/items/properties/severity/enum",keyword:"enum",params:{allowedValues: schema80.properties.issue.items.properties.severity.enum},message:"must be equal to one of the allowed values",schema:schema80.properties.issue.items.properties.severity.enum,parentSchema:schema80.properties.issue.items.properties.severity,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.code !== undefined){
let data4 = data2.code;
if(typeof data4 === "string"){
if(func1(data4) > 64){
const err10 = {instancePath:instancePath+"/issue/" + i0+"/code",schemaPath:"#/properties/issue/items/properties/code/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema80.properties.issue.items.properties.code,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/issue/" + i0+"/code",schemaPath:"#/properties/issue/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.issue.items.properties.code.type,parentSchema:schema80.properties.issue.items.properties.code,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.diagnostics !== undefined){
let data5 = data2.diagnostics;
if(typeof data5 === "string"){
if(func1(data5) > 2000){
const err12 = {instancePath:instancePath+"/issue/" + i0+"/diagnostics",schemaPath:"#/properties/issue/items/properties/diagnostics/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema80.properties.issue.items.properties.diagnostics,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/issue/" + i0+"/diagnostics",schemaPath:"#/properties/issue/items/properties/diagnostics/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.issue.items.properties.diagnostics.type,parentSchema:schema80.properties.issue.items.properties.diagnostics,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.expression !== undefined){
let data6 = data2.expression;
if(Array.isArray(data6)){
if(data6.length > 10){
const err14 = {instancePath:instancePath+"/issue/" + i0+"/expression",schemaPath:"#/properties/issue/items/properties/expression/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items",schema:10,parentSchema:schema80.properties.issue.items.properties.expression,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
if(typeof data7 === "string"){
if(func1(data7) > 200){
const err15 = {instancePath:instancePath+"/issue/" + i0+"/expression/" + i1,schemaPath:"#/properties/issue/items/properties/expression/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema80.properties.issue.items.properties.expression.items,data:data7};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/issue/" + i0+"/expression/" + i1,schemaPath:"#/properties/issue/items/properties/expression/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.properties.issue.items.properties.expression.items.type,parentSchema:schema80.properties.issue.items.properties.expression.items,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath:instancePath+"/issue/" + i0+"/expression",schemaPath:"#/properties/issue/items/properties/expression/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema80.properties.issue.items.properties.expression.type,parentSchema:schema80.properties.issue.items.properties.expression,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/issue/" + i0,schemaPath:"#/properties/issue/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema80.properties.issue.items.type,parentSchema:schema80.properties.issue.items,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/issue",schemaPath:"#/properties/issue/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema80.properties.issue.type,parentSchema:schema80.properties.issue,data:data1};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema80.type,parentSchema:schema80,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate192.errors = vErrors;
return errors === 0;
}
validate192.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_PatientRef = validate193;

function validate193(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate193.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.externalId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalId"},message:"must have required property '"+"externalId"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "externalId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.externalId !== undefined){
let data0 = data.externalId;
if(typeof data0 === "string"){
if(func1(data0) > 255){
const err2 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema43.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern3.test(data0)){
const err4 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\"",schema:"^[^\\u0000-\\u001f]+$",parentSchema:schema43.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/externalId",schemaPath:"#/properties/externalId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.externalId.type,parentSchema:schema43.properties.externalId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate193.errors = vErrors;
return errors === 0;
}
validate193.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Problem = validate194;
const schema82 = {"type":"object","additionalProperties":false,"description":"An RFC 9457 problem detail.","required":["type","title","status"],"properties":{"type":{"type":"string","format":"uri","maxLength":2048,"description":"`{docs_url}/errors/<slug>`; the page describes the problem."},"title":{"type":"string","maxLength":200},"status":{"type":"integer","format":"int32","minimum":400,"maximum":599},"detail":{"type":"string","maxLength":2000},"instance":{"type":"string","description":"The request path.","maxLength":2048},"requestId":{"type":"string","description":"Equals the `Request-Id` header.","maxLength":64},"existingBatchId":{"$ref":"#/components/schemas/Uuid"},"errors":{"type":"array","maxItems":100,"items":{"$ref":"#/components/schemas/FieldError"}}}};

function validate194(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate194.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema82.required,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "type") || (key0 === "title")) || (key0 === "status")) || (key0 === "detail")) || (key0 === "instance")) || (key0 === "requestId")) || (key0 === "existingBatchId")) || (key0 === "errors"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err4 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema82.properties.type,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0(data0))){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema82.properties.type,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.type.type,parentSchema:schema82.properties.type,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.title !== undefined){
let data1 = data.title;
if(typeof data1 === "string"){
if(func1(data1) > 200){
const err7 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema82.properties.title,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.title.type,parentSchema:schema82.properties.title,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema82.properties.status.type,parentSchema:schema82.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 599 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599",schema:599,parentSchema:schema82.properties.status,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 400 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400",schema:400,parentSchema:schema82.properties.status,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats10.validate(data2))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema82.properties.status,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.detail !== undefined){
let data3 = data.detail;
if(typeof data3 === "string"){
if(func1(data3) > 2000){
const err13 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema82.properties.detail,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.detail.type,parentSchema:schema82.properties.detail,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.instance !== undefined){
let data4 = data.instance;
if(typeof data4 === "string"){
if(func1(data4) > 2048){
const err15 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema82.properties.instance,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/instance",schemaPath:"#/properties/instance/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.instance.type,parentSchema:schema82.properties.instance,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.requestId !== undefined){
let data5 = data.requestId;
if(typeof data5 === "string"){
if(func1(data5) > 64){
const err17 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema82.properties.requestId,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/requestId",schemaPath:"#/properties/requestId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.requestId.type,parentSchema:schema82.properties.requestId,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.existingBatchId !== undefined){
if(!(validate61(data.existingBatchId, {instancePath:instancePath+"/existingBatchId",parentData:data,parentDataProperty:"existingBatchId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.errors !== undefined){
let data7 = data.errors;
if(Array.isArray(data7)){
if(data7.length > 100){
const err19 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema82.properties.errors,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
if(!(validate183(data7[i0], {instancePath:instancePath+"/errors/" + i0,parentData:data7,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate183.errors : vErrors.concat(validate183.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.errors.type,parentSchema:schema82.properties.errors,data:data7};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.type,parentSchema:schema82,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate194.errors = vErrors;
return errors === 0;
}
validate194.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_ResultLine = validate197;
const schema83 = {"type":"object","additionalProperties":false,"description":"One line of the results stream.","required":["documentId","externalReference","status","entities"],"properties":{"documentId":{"$ref":"#/components/schemas/Uuid"},"externalReference":{"$ref":"#/components/schemas/ExternalReference"},"status":{"type":"string","enum":["succeeded","failed","cancelled"]},"entities":{"type":"array","description":"Empty unless `status` is `succeeded`.","maxItems":100000,"items":{"$ref":"#/components/schemas/Entity"}}}};

function validate197(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate197.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.documentId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documentId"},message:"must have required property '"+"documentId"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.externalReference === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "externalReference"},message:"must have required property '"+"externalReference"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.status === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.entities === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entities"},message:"must have required property '"+"entities"+"'",schema:schema83.required,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "documentId") || (key0 === "externalReference")) || (key0 === "status")) || (key0 === "entities"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentId !== undefined){
if(!(validate61(data.documentId, {instancePath:instancePath+"/documentId",parentData:data,parentDataProperty:"documentId",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
if(data.externalReference !== undefined){
if(!(validate90(data.externalReference, {instancePath:instancePath+"/externalReference",parentData:data,parentDataProperty:"externalReference",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate90.errors : vErrors.concat(validate90.errors);
errors = vErrors.length;
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema83.properties.status.type,parentSchema:schema83.properties.status,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((data2 === "succeeded") || (data2 === "failed")) || (data2 === "cancelled"))){
const err6 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema83.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema83.properties.status.enum,parentSchema:schema83.properties.status,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.entities !== undefined){
let data3 = data.entities;
if(Array.isArray(data3)){
if(data3.length > 100000){
const err7 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items",schema:100000,parentSchema:schema83.properties.entities,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
if(!(validate152(data3[i0], {instancePath:instancePath+"/entities/" + i0,parentData:data3,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate152.errors : vErrors.concat(validate152.errors);
errors = vErrors.length;
}
}
}
else {
const err8 = {instancePath:instancePath+"/entities",schemaPath:"#/properties/entities/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema83.properties.entities.type,parentSchema:schema83.properties.entities,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema83.type,parentSchema:schema83,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate197.errors = vErrors;
return errors === 0;
}
validate197.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_SmartConfiguration = validate201;
const schema84 = {"type":"object","description":"SMART App Launch 2.x configuration, with the fields SMART Backend Services clients use.","additionalProperties":true,"required":["token_endpoint","grant_types_supported","token_endpoint_auth_methods_supported","token_endpoint_auth_signing_alg_values_supported","scopes_supported","capabilities"],"properties":{"issuer":{"type":"string","format":"uri","maxLength":2048},"jwks_uri":{"type":"string","format":"uri","maxLength":2048},"token_endpoint":{"type":"string","format":"uri","maxLength":2048},"grant_types_supported":{"$ref":"#/components/schemas/StringList"},"token_endpoint_auth_methods_supported":{"$ref":"#/components/schemas/StringList"},"token_endpoint_auth_signing_alg_values_supported":{"$ref":"#/components/schemas/StringList"},"scopes_supported":{"$ref":"#/components/schemas/StringList"},"capabilities":{"$ref":"#/components/schemas/StringList"},"code_challenge_methods_supported":{"$ref":"#/components/schemas/StringList"}}};

function validate201(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate201.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.token_endpoint === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token_endpoint"},message:"must have required property '"+"token_endpoint"+"'",schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.grant_types_supported === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "grant_types_supported"},message:"must have required property '"+"grant_types_supported"+"'",schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.token_endpoint_auth_methods_supported === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token_endpoint_auth_methods_supported"},message:"must have required property '"+"token_endpoint_auth_methods_supported"+"'",schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.token_endpoint_auth_signing_alg_values_supported === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token_endpoint_auth_signing_alg_values_supported"},message:"must have required property '"+"token_endpoint_auth_signing_alg_values_supported"+"'",schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.scopes_supported === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scopes_supported"},message:"must have required property '"+"scopes_supported"+"'",schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.capabilities === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "capabilities"},message:"must have required property '"+"capabilities"+"'",schema:schema84.required,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.issuer !== undefined){
let data0 = data.issuer;
if(typeof data0 === "string"){
if(func1(data0) > 2048){
const err6 = {instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema84.properties.issuer,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(formats0(data0))){
const err7 = {instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema84.properties.issuer,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/issuer",schemaPath:"#/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema84.properties.issuer.type,parentSchema:schema84.properties.issuer,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.jwks_uri !== undefined){
let data1 = data.jwks_uri;
if(typeof data1 === "string"){
if(func1(data1) > 2048){
const err9 = {instancePath:instancePath+"/jwks_uri",schemaPath:"#/properties/jwks_uri/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema84.properties.jwks_uri,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats0(data1))){
const err10 = {instancePath:instancePath+"/jwks_uri",schemaPath:"#/properties/jwks_uri/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema84.properties.jwks_uri,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/jwks_uri",schemaPath:"#/properties/jwks_uri/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema84.properties.jwks_uri.type,parentSchema:schema84.properties.jwks_uri,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.token_endpoint !== undefined){
let data2 = data.token_endpoint;
if(typeof data2 === "string"){
if(func1(data2) > 2048){
const err12 = {instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters",schema:2048,parentSchema:schema84.properties.token_endpoint,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0(data2))){
const err13 = {instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\"",schema:"uri",parentSchema:schema84.properties.token_endpoint,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/token_endpoint",schemaPath:"#/properties/token_endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema84.properties.token_endpoint.type,parentSchema:schema84.properties.token_endpoint,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.grant_types_supported !== undefined){
if(!(validate54(data.grant_types_supported, {instancePath:instancePath+"/grant_types_supported",parentData:data,parentDataProperty:"grant_types_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.token_endpoint_auth_methods_supported !== undefined){
if(!(validate54(data.token_endpoint_auth_methods_supported, {instancePath:instancePath+"/token_endpoint_auth_methods_supported",parentData:data,parentDataProperty:"token_endpoint_auth_methods_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.token_endpoint_auth_signing_alg_values_supported !== undefined){
if(!(validate54(data.token_endpoint_auth_signing_alg_values_supported, {instancePath:instancePath+"/token_endpoint_auth_signing_alg_values_supported",parentData:data,parentDataProperty:"token_endpoint_auth_signing_alg_values_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.scopes_supported !== undefined){
if(!(validate54(data.scopes_supported, {instancePath:instancePath+"/scopes_supported",parentData:data,parentDataProperty:"scopes_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.capabilities !== undefined){
if(!(validate54(data.capabilities, {instancePath:instancePath+"/capabilities",parentData:data,parentDataProperty:"capabilities",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
if(data.code_challenge_methods_supported !== undefined){
if(!(validate54(data.code_challenge_methods_supported, {instancePath:instancePath+"/code_challenge_methods_supported",parentData:data,parentDataProperty:"code_challenge_methods_supported",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema84.type,parentSchema:schema84,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate201.errors = vErrors;
return errors === 0;
}
validate201.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Span = validate208;

function validate208(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate208.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.start === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "start"},message:"must have required property '"+"start"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.end === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "end"},message:"must have required property '"+"end"+"'",schema:schema38.required,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "start") || (key0 === "end"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.start !== undefined){
let data0 = data.start;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err3 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.start.type,parentSchema:schema38.properties.start,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 2147483647 || isNaN(data0)){
const err4 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema38.properties.start,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0 < 0 || isNaN(data0)){
const err5 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.start,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(formats10.validate(data0))){
const err6 = {instancePath:instancePath+"/start",schemaPath:"#/properties/start/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema38.properties.start,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.end !== undefined){
let data1 = data.end;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err7 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties.end.type,parentSchema:schema38.properties.end,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 2147483647 || isNaN(data1)){
const err8 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema38.properties.end,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err9 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema38.properties.end,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(formats10.validate(data1))){
const err10 = {instancePath:instancePath+"/end",schemaPath:"#/properties/end/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema38.properties.end,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate208.errors = vErrors;
return errors === 0;
}
validate208.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_StringList = validate209;

function validate209(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate209.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length > 200){
const err0 = {instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit: 200},message:"must NOT have more than 200 items",schema:200,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(typeof data0 === "string"){
if(func1(data0) > 200){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema21.items,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema21.items.type,parentSchema:schema21.items,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate209.errors = vErrors;
return errors === 0;
}
validate209.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Timestamp = validate210;

function validate210(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate210.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 64){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats12.validate(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate210.errors = vErrors;
return errors === 0;
}
validate210.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.schema_TokenRequest = validate211;
const schema88 = {"type":"object","description":"RFC 6749 §4.4.2 access token request, with RFC 7523 client assertion fields. Unrecognised parameters are ignored (RFC 6749 §3.2).","required":["grant_type"],"properties":{"grant_type":{"type":"string","description":"Only `client_credentials` is supported (`unsupported_grant_type` otherwise).","maxLength":100,"examples":["client_credentials"]},"scope":{"type":"string","description":"Space-delimited scopes; omitted means every scope the client is allowed.","maxLength":2000},"client_assertion_type":{"type":"string","enum":["urn:ietf:params:oauth:client-assertion-type:jwt-bearer"]},"client_assertion":{"type":"string","description":"The signed JWT (private_key_jwt).","maxLength":16384,"pattern":"^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$"},"client_id":{"type":"string","description":"Optional with an assertion (it must then equal the assertion's `sub`).","maxLength":255}}};
const pattern40 = new RegExp("^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$", "u");

function validate211(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate211.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.grant_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "grant_type"},message:"must have required property '"+"grant_type"+"'",schema:schema88.required,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.grant_type !== undefined){
let data0 = data.grant_type;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err1 = {instancePath:instancePath+"/grant_type",schemaPath:"#/properties/grant_type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema88.properties.grant_type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/grant_type",schemaPath:"#/properties/grant_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.properties.grant_type.type,parentSchema:schema88.properties.grant_type,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.scope !== undefined){
let data1 = data.scope;
if(typeof data1 === "string"){
if(func1(data1) > 2000){
const err3 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema88.properties.scope,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.properties.scope.type,parentSchema:schema88.properties.scope,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.client_assertion_type !== undefined){
let data2 = data.client_assertion_type;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/client_assertion_type",schemaPath:"#/properties/client_assertion_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.properties.client_assertion_type.type,parentSchema:schema88.properties.client_assertion_type,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(data2 === "urn:ietf:params:oauth:client-assertion-type:jwt-bearer")){
const err6 = {instancePath:instancePath+"/client_assertion_type",schemaPath:"#/properties/client_assertion_type/enum",keyword:"enum",params:{allowedValues: schema88.properties.client_assertion_type.enum},message:"must be equal to one of the allowed values",schema:schema88.properties.client_assertion_type.enum,parentSchema:schema88.properties.client_assertion_type,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.client_assertion !== undefined){
let data3 = data.client_assertion;
if(typeof data3 === "string"){
if(func1(data3) > 16384){
const err7 = {instancePath:instancePath+"/client_assertion",schemaPath:"#/properties/client_assertion/maxLength",keyword:"maxLength",params:{limit: 16384},message:"must NOT have more than 16384 characters",schema:16384,parentSchema:schema88.properties.client_assertion,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern40.test(data3)){
const err8 = {instancePath:instancePath+"/client_assertion",schemaPath:"#/properties/client_assertion/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$"+"\"",schema:"^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$",parentSchema:schema88.properties.client_assertion,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/client_assertion",schemaPath:"#/properties/client_assertion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.properties.client_assertion.type,parentSchema:schema88.properties.client_assertion,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.client_id !== undefined){
let data4 = data.client_id;
if(typeof data4 === "string"){
if(func1(data4) > 255){
const err10 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema88.properties.client_id,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema88.properties.client_id.type,parentSchema:schema88.properties.client_id,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema88.type,parentSchema:schema88,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate211.errors = vErrors;
return errors === 0;
}
validate211.evaluated = {"props":{"grant_type":true,"scope":true,"client_assertion_type":true,"client_assertion":true,"client_id":true},"dynamicProps":false,"dynamicItems":false};

exports.schema_TokenResponse = validate212;
const schema89 = {"type":"object","additionalProperties":false,"required":["access_token","token_type","expires_in","scope"],"properties":{"access_token":{"type":"string","maxLength":8192},"token_type":{"type":"string","enum":["Bearer"]},"expires_in":{"type":"integer","format":"int32","minimum":1,"maximum":86400},"scope":{"type":"string","description":"The granted scopes, space-delimited.","maxLength":2000}}};

function validate212(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate212.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.access_token === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "access_token"},message:"must have required property '"+"access_token"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.token_type === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "token_type"},message:"must have required property '"+"token_type"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.expires_in === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "expires_in"},message:"must have required property '"+"expires_in"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.scope === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scope"},message:"must have required property '"+"scope"+"'",schema:schema89.required,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "access_token") || (key0 === "token_type")) || (key0 === "expires_in")) || (key0 === "scope"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.access_token !== undefined){
let data0 = data.access_token;
if(typeof data0 === "string"){
if(func1(data0) > 8192){
const err5 = {instancePath:instancePath+"/access_token",schemaPath:"#/properties/access_token/maxLength",keyword:"maxLength",params:{limit: 8192},message:"must NOT have more than 8192 characters",schema:8192,parentSchema:schema89.properties.access_token,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/access_token",schemaPath:"#/properties/access_token/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.access_token.type,parentSchema:schema89.properties.access_token,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.token_type !== undefined){
let data1 = data.token_type;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/token_type",schemaPath:"#/properties/token_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.token_type.type,parentSchema:schema89.properties.token_type,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(data1 === "Bearer")){
const err8 = {instancePath:instancePath+"/token_type",schemaPath:"#/properties/token_type/enum",keyword:"enum",params:{allowedValues: schema89.properties.token_type.enum},message:"must be equal to one of the allowed values",schema:schema89.properties.token_type.enum,parentSchema:schema89.properties.token_type,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.expires_in !== undefined){
let data2 = data.expires_in;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err9 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema89.properties.expires_in.type,parentSchema:schema89.properties.expires_in,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 86400 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400",schema:86400,parentSchema:schema89.properties.expires_in,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema89.properties.expires_in,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats10.validate(data2))){
const err12 = {instancePath:instancePath+"/expires_in",schemaPath:"#/properties/expires_in/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema89.properties.expires_in,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.scope !== undefined){
let data3 = data.scope;
if(typeof data3 === "string"){
if(func1(data3) > 2000){
const err13 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema89.properties.scope,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema89.properties.scope.type,parentSchema:schema89.properties.scope,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema89.type,parentSchema:schema89,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate212.errors = vErrors;
return errors === 0;
}
validate212.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.schema_Uuid = validate213;

function validate213(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate213.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) > 36){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats8.test(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate213.errors = vErrors;
return errors === 0;
}
validate213.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.cancelBatch_response_200_application_json = exports.schema_Batch;
exports.cancelBatch_response_401_application_problem_json = exports.schema_Problem;
exports.cancelBatch_response_403_application_problem_json = exports.schema_Problem;
exports.cancelBatch_response_404_application_problem_json = exports.schema_Problem;
exports.cancelBatch_response_409_application_problem_json = exports.schema_Problem;
exports.cancelBatch_response_429_application_problem_json = exports.schema_Problem;
exports.cancelBatch_response_500_application_problem_json = exports.schema_Problem;
exports.cancelBatch_response_503_application_problem_json = exports.schema_Problem;
exports.createAccessToken_response_200_application_json = exports.schema_TokenResponse;
exports.createAccessToken_response_400_application_json = exports.schema_OAuthError;
exports.createAccessToken_response_401_application_json = exports.schema_OAuthError;
exports.createAccessToken_response_413_application_problem_json = exports.schema_Problem;
exports.createAccessToken_response_429_application_json = exports.schema_OAuthError;
exports.createAccessToken_response_500_application_problem_json = exports.schema_Problem;
exports.createAccessToken_response_503_application_problem_json = exports.schema_Problem;
exports.createBatch_body = exports.schema_BatchCreate;
exports.createBatch_response_201_application_json = exports.schema_Batch;
exports.createBatch_response_400_application_problem_json = exports.schema_Problem;
exports.createBatch_response_401_application_problem_json = exports.schema_Problem;
exports.createBatch_response_403_application_problem_json = exports.schema_Problem;
exports.createBatch_response_409_application_problem_json = exports.schema_Problem;
exports.createBatch_response_413_application_problem_json = exports.schema_Problem;
exports.createBatch_response_415_application_problem_json = exports.schema_Problem;
exports.createBatch_response_422_application_problem_json = exports.schema_Problem;
exports.createBatch_response_429_application_problem_json = exports.schema_Problem;
exports.createBatch_response_500_application_problem_json = exports.schema_Problem;
exports.createBatch_response_503_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_body = exports.schema_DocumentCreate;
exports.createBatchDocuments_response_200_application_json = exports.schema_DocumentPage;
exports.createBatchDocuments_response_201_application_json = exports.schema_DocumentPage;
exports.createBatchDocuments_response_400_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_401_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_403_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_404_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_409_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_413_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_415_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_422_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_429_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_500_application_problem_json = exports.schema_Problem;
exports.createBatchDocuments_response_503_application_problem_json = exports.schema_Problem;
exports.deleteBatch_response_401_application_problem_json = exports.schema_Problem;
exports.deleteBatch_response_403_application_problem_json = exports.schema_Problem;
exports.deleteBatch_response_404_application_problem_json = exports.schema_Problem;
exports.deleteBatch_response_409_application_problem_json = exports.schema_Problem;
exports.deleteBatch_response_429_application_problem_json = exports.schema_Problem;
exports.deleteBatch_response_500_application_problem_json = exports.schema_Problem;
exports.deleteBatch_response_503_application_problem_json = exports.schema_Problem;
exports.deleteBatchDocument_response_401_application_problem_json = exports.schema_Problem;
exports.deleteBatchDocument_response_403_application_problem_json = exports.schema_Problem;
exports.deleteBatchDocument_response_404_application_problem_json = exports.schema_Problem;
exports.deleteBatchDocument_response_409_application_problem_json = exports.schema_Problem;
exports.deleteBatchDocument_response_429_application_problem_json = exports.schema_Problem;
exports.deleteBatchDocument_response_500_application_problem_json = exports.schema_Problem;
exports.deleteBatchDocument_response_503_application_problem_json = exports.schema_Problem;
exports.deleteFhirExport_response_202_application_fhir_json = exports.schema_OperationOutcome;
exports.deleteFhirExport_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.deleteFhirExport_response_401_application_problem_json = exports.schema_Problem;
exports.deleteFhirExport_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.deleteFhirExport_response_403_application_problem_json = exports.schema_Problem;
exports.deleteFhirExport_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.deleteFhirExport_response_404_application_problem_json = exports.schema_Problem;
exports.deleteFhirExport_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.deleteFhirExport_response_429_application_problem_json = exports.schema_Problem;
exports.deleteFhirExport_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.deleteFhirExport_response_500_application_problem_json = exports.schema_Problem;
exports.deleteFhirExport_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.deleteFhirExport_response_503_application_problem_json = exports.schema_Problem;
exports.fhirExportPatient_response_202_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportPatient_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportPatient_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportPatient_response_401_application_problem_json = exports.schema_Problem;
exports.fhirExportPatient_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportPatient_response_403_application_problem_json = exports.schema_Problem;
exports.fhirExportPatient_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportPatient_response_406_application_problem_json = exports.schema_Problem;
exports.fhirExportPatient_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportPatient_response_429_application_problem_json = exports.schema_Problem;
exports.fhirExportPatient_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportPatient_response_500_application_problem_json = exports.schema_Problem;
exports.fhirExportPatient_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportPatient_response_503_application_problem_json = exports.schema_Problem;
exports.fhirExportSystem_response_202_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportSystem_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportSystem_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportSystem_response_401_application_problem_json = exports.schema_Problem;
exports.fhirExportSystem_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportSystem_response_403_application_problem_json = exports.schema_Problem;
exports.fhirExportSystem_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportSystem_response_406_application_problem_json = exports.schema_Problem;
exports.fhirExportSystem_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportSystem_response_429_application_problem_json = exports.schema_Problem;
exports.fhirExportSystem_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportSystem_response_500_application_problem_json = exports.schema_Problem;
exports.fhirExportSystem_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.fhirExportSystem_response_503_application_problem_json = exports.schema_Problem;
exports.getAuthorizationServerMetadata_response_200_application_json = exports.schema_AuthorizationServerMetadata;
exports.getAuthorizationServerMetadata_response_500_application_problem_json = exports.schema_Problem;
exports.getAuthorizationServerMetadata_response_503_application_problem_json = exports.schema_Problem;
exports.getBatch_response_200_application_json = exports.schema_Batch;
exports.getBatch_response_401_application_problem_json = exports.schema_Problem;
exports.getBatch_response_403_application_problem_json = exports.schema_Problem;
exports.getBatch_response_404_application_problem_json = exports.schema_Problem;
exports.getBatch_response_429_application_problem_json = exports.schema_Problem;
exports.getBatch_response_500_application_problem_json = exports.schema_Problem;
exports.getBatch_response_503_application_problem_json = exports.schema_Problem;
exports.getBatchDocument_response_200_application_json = exports.schema_Document;
exports.getBatchDocument_response_401_application_problem_json = exports.schema_Problem;
exports.getBatchDocument_response_403_application_problem_json = exports.schema_Problem;
exports.getBatchDocument_response_404_application_problem_json = exports.schema_Problem;
exports.getBatchDocument_response_429_application_problem_json = exports.schema_Problem;
exports.getBatchDocument_response_500_application_problem_json = exports.schema_Problem;
exports.getBatchDocument_response_503_application_problem_json = exports.schema_Problem;
exports.getBatchResults_response_200_application_x_ndjson = exports.schema_ResultLine;
exports.getBatchResults_response_401_application_problem_json = exports.schema_Problem;
exports.getBatchResults_response_403_application_problem_json = exports.schema_Problem;
exports.getBatchResults_response_404_application_problem_json = exports.schema_Problem;
exports.getBatchResults_response_409_application_problem_json = exports.schema_Problem;
exports.getBatchResults_response_429_application_problem_json = exports.schema_Problem;
exports.getBatchResults_response_500_application_problem_json = exports.schema_Problem;
exports.getBatchResults_response_503_application_problem_json = exports.schema_Problem;
exports.getDocumentFhirBundle_response_200_application_fhir_json = exports.schema_FhirBundle;
exports.getDocumentFhirBundle_response_401_application_problem_json = exports.schema_Problem;
exports.getDocumentFhirBundle_response_403_application_problem_json = exports.schema_Problem;
exports.getDocumentFhirBundle_response_404_application_problem_json = exports.schema_Problem;
exports.getDocumentFhirBundle_response_409_application_problem_json = exports.schema_Problem;
exports.getDocumentFhirBundle_response_429_application_problem_json = exports.schema_Problem;
exports.getDocumentFhirBundle_response_500_application_problem_json = exports.schema_Problem;
exports.getDocumentFhirBundle_response_503_application_problem_json = exports.schema_Problem;
exports.getFhirCapabilityStatement_response_200_application_fhir_json = exports.schema_CapabilityStatement;
exports.getFhirCapabilityStatement_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirCapabilityStatement_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirCapabilityStatement_response_401_application_problem_json = exports.schema_Problem;
exports.getFhirCapabilityStatement_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirCapabilityStatement_response_403_application_problem_json = exports.schema_Problem;
exports.getFhirCapabilityStatement_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirCapabilityStatement_response_406_application_problem_json = exports.schema_Problem;
exports.getFhirCapabilityStatement_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirCapabilityStatement_response_429_application_problem_json = exports.schema_Problem;
exports.getFhirCapabilityStatement_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirCapabilityStatement_response_500_application_problem_json = exports.schema_Problem;
exports.getFhirCapabilityStatement_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirCapabilityStatement_response_503_application_problem_json = exports.schema_Problem;
exports.getFhirExportFile_response_200_application_fhir_ndjson = exports.schema_FhirResource;
exports.getFhirExportFile_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportFile_response_401_application_problem_json = exports.schema_Problem;
exports.getFhirExportFile_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportFile_response_403_application_problem_json = exports.schema_Problem;
exports.getFhirExportFile_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportFile_response_404_application_problem_json = exports.schema_Problem;
exports.getFhirExportFile_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportFile_response_429_application_problem_json = exports.schema_Problem;
exports.getFhirExportFile_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportFile_response_500_application_problem_json = exports.schema_Problem;
exports.getFhirExportFile_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportFile_response_503_application_problem_json = exports.schema_Problem;
exports.getFhirExportStatus_response_200_application_json = exports.schema_FhirExportManifest;
exports.getFhirExportStatus_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportStatus_response_401_application_problem_json = exports.schema_Problem;
exports.getFhirExportStatus_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportStatus_response_403_application_problem_json = exports.schema_Problem;
exports.getFhirExportStatus_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportStatus_response_404_application_problem_json = exports.schema_Problem;
exports.getFhirExportStatus_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportStatus_response_429_application_problem_json = exports.schema_Problem;
exports.getFhirExportStatus_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportStatus_response_500_application_problem_json = exports.schema_Problem;
exports.getFhirExportStatus_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirExportStatus_response_503_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverything_response_200_application_fhir_json = exports.schema_FhirBundle;
exports.getFhirPatientEverything_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverything_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverything_response_401_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverything_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverything_response_403_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverything_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverything_response_404_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverything_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverything_response_406_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverything_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverything_response_429_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverything_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverything_response_500_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverything_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverything_response_503_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_body = exports.schema_FhirParameters;
exports.getFhirPatientEverythingPost_response_200_application_fhir_json = exports.schema_FhirBundle;
exports.getFhirPatientEverythingPost_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_401_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_403_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_404_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_406_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_response_413_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_413_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_response_415_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_415_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_429_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_500_application_problem_json = exports.schema_Problem;
exports.getFhirPatientEverythingPost_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.getFhirPatientEverythingPost_response_503_application_problem_json = exports.schema_Problem;
exports.getHealth_response_200_application_json = exports.schema_Health;
exports.getJwks_response_200_application_json = exports.schema_Jwks;
exports.getJwks_response_500_application_problem_json = exports.schema_Problem;
exports.getJwks_response_503_application_problem_json = exports.schema_Problem;
exports.getLiveness_response_200_application_json = exports.schema_Health;
exports.getReadiness_response_200_application_json = exports.schema_Health;
exports.getReadiness_response_503_application_problem_json = exports.schema_Problem;
exports.getSmartConfiguration_response_200_application_json = exports.schema_SmartConfiguration;
exports.getSmartConfiguration_response_500_application_problem_json = exports.schema_Problem;
exports.getSmartConfiguration_response_503_application_problem_json = exports.schema_Problem;
exports.listBatchDocuments_response_200_application_json = exports.schema_DocumentPage;
exports.listBatchDocuments_response_400_application_problem_json = exports.schema_Problem;
exports.listBatchDocuments_response_401_application_problem_json = exports.schema_Problem;
exports.listBatchDocuments_response_403_application_problem_json = exports.schema_Problem;
exports.listBatchDocuments_response_404_application_problem_json = exports.schema_Problem;
exports.listBatchDocuments_response_422_application_problem_json = exports.schema_Problem;
exports.listBatchDocuments_response_429_application_problem_json = exports.schema_Problem;
exports.listBatchDocuments_response_500_application_problem_json = exports.schema_Problem;
exports.listBatchDocuments_response_503_application_problem_json = exports.schema_Problem;
exports.listBatches_response_200_application_json = exports.schema_BatchPage;
exports.listBatches_response_400_application_problem_json = exports.schema_Problem;
exports.listBatches_response_401_application_problem_json = exports.schema_Problem;
exports.listBatches_response_403_application_problem_json = exports.schema_Problem;
exports.listBatches_response_422_application_problem_json = exports.schema_Problem;
exports.listBatches_response_429_application_problem_json = exports.schema_Problem;
exports.listBatches_response_500_application_problem_json = exports.schema_Problem;
exports.listBatches_response_503_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_200_application_json = exports.schema_EntityPage;
exports.listDocumentEntities_response_400_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_401_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_403_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_404_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_409_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_422_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_429_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_500_application_problem_json = exports.schema_Problem;
exports.listDocumentEntities_response_503_application_problem_json = exports.schema_Problem;
exports.readFhirPatient_response_200_application_fhir_json = exports.schema_FhirResource;
exports.readFhirPatient_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirPatient_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirPatient_response_401_application_problem_json = exports.schema_Problem;
exports.readFhirPatient_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirPatient_response_403_application_problem_json = exports.schema_Problem;
exports.readFhirPatient_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirPatient_response_404_application_problem_json = exports.schema_Problem;
exports.readFhirPatient_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirPatient_response_406_application_problem_json = exports.schema_Problem;
exports.readFhirPatient_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirPatient_response_429_application_problem_json = exports.schema_Problem;
exports.readFhirPatient_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirPatient_response_500_application_problem_json = exports.schema_Problem;
exports.readFhirPatient_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirPatient_response_503_application_problem_json = exports.schema_Problem;
exports.readFhirResource_response_200_application_fhir_json = exports.schema_FhirResource;
exports.readFhirResource_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirResource_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirResource_response_401_application_problem_json = exports.schema_Problem;
exports.readFhirResource_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirResource_response_403_application_problem_json = exports.schema_Problem;
exports.readFhirResource_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirResource_response_404_application_problem_json = exports.schema_Problem;
exports.readFhirResource_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirResource_response_406_application_problem_json = exports.schema_Problem;
exports.readFhirResource_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirResource_response_429_application_problem_json = exports.schema_Problem;
exports.readFhirResource_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirResource_response_500_application_problem_json = exports.schema_Problem;
exports.readFhirResource_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.readFhirResource_response_503_application_problem_json = exports.schema_Problem;
exports.searchFhirResources_response_200_application_fhir_json = exports.schema_FhirBundle;
exports.searchFhirResources_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResources_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResources_response_401_application_problem_json = exports.schema_Problem;
exports.searchFhirResources_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResources_response_403_application_problem_json = exports.schema_Problem;
exports.searchFhirResources_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResources_response_404_application_problem_json = exports.schema_Problem;
exports.searchFhirResources_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResources_response_406_application_problem_json = exports.schema_Problem;
exports.searchFhirResources_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResources_response_429_application_problem_json = exports.schema_Problem;
exports.searchFhirResources_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResources_response_500_application_problem_json = exports.schema_Problem;
exports.searchFhirResources_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResources_response_503_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_200_application_fhir_json = exports.schema_FhirBundle;
exports.searchFhirResourcesPost_response_400_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_401_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_401_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_403_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_403_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_404_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_404_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_406_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_406_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_413_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_413_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_415_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_415_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_429_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_429_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_500_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_500_application_problem_json = exports.schema_Problem;
exports.searchFhirResourcesPost_response_503_application_fhir_json = exports.schema_OperationOutcome;
exports.searchFhirResourcesPost_response_503_application_problem_json = exports.schema_Problem;
exports.submitBatch_response_200_application_json = exports.schema_Batch;
exports.submitBatch_response_401_application_problem_json = exports.schema_Problem;
exports.submitBatch_response_403_application_problem_json = exports.schema_Problem;
exports.submitBatch_response_404_application_problem_json = exports.schema_Problem;
exports.submitBatch_response_409_application_problem_json = exports.schema_Problem;
exports.submitBatch_response_429_application_problem_json = exports.schema_Problem;
exports.submitBatch_response_500_application_problem_json = exports.schema_Problem;
exports.submitBatch_response_503_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_200_application_json = exports.schema_Document;
exports.uploadDocumentContent_response_400_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_401_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_403_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_404_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_409_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_413_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_415_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_422_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_429_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_500_application_problem_json = exports.schema_Problem;
exports.uploadDocumentContent_response_503_application_problem_json = exports.schema_Problem;
})(exports);
// Path, query and header parameters and form bodies (coerceTypes, useDefaults).
(function (exports) {
"use strict";
exports.cancelBatch_path = validate52;
const schema19 = {"type":"object","properties":{"batchId":{"type":"string","format":"uuid","maxLength":36}},"required":["batchId"],"additionalProperties":false};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const func1 = require("ajv/dist/runtime/ucs2length").default;

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.batchId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "batchId"},message:"must have required property '"+"batchId"+"'",schema:schema19.required,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "batchId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.batchId !== undefined){
let data0 = data.batchId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/batchId",schemaPath:"#/properties/batchId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema19.properties.batchId.type,parentSchema:schema19.properties.batchId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["batchId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 36){
const err3 = {instancePath:instancePath+"/batchId",schemaPath:"#/properties/batchId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema19.properties.batchId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.test(data0))){
const err4 = {instancePath:instancePath+"/batchId",schemaPath:"#/properties/batchId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema19.properties.batchId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema19.type,parentSchema:schema19,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.cancelBatch_query = validate53;
const schema20 = {"type":"object","properties":{},"additionalProperties":true};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema20.type,parentSchema:schema20,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createAccessToken_path = validate54;
const schema21 = {"type":"object","properties":{},"additionalProperties":false};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema21.type,parentSchema:schema21,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.createAccessToken_body = validate56;
const schema23 = {"type":"object","description":"RFC 6749 §4.4.2 access token request, with RFC 7523 client assertion fields. Unrecognised parameters are ignored (RFC 6749 §3.2).","required":["grant_type"],"properties":{"grant_type":{"type":"string","description":"Only `client_credentials` is supported (`unsupported_grant_type` otherwise).","maxLength":100,"examples":["client_credentials"]},"scope":{"type":"string","description":"Space-delimited scopes; omitted means every scope the client is allowed.","maxLength":2000},"client_assertion_type":{"type":"string","enum":["urn:ietf:params:oauth:client-assertion-type:jwt-bearer"]},"client_assertion":{"type":"string","description":"The signed JWT (private_key_jwt).","maxLength":16384,"pattern":"^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$"},"client_id":{"type":"string","description":"Optional with an assertion (it must then equal the assertion's `sub`).","maxLength":255}}};
const pattern3 = new RegExp("^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$", "u");

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.grant_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "grant_type"},message:"must have required property '"+"grant_type"+"'",schema:schema23.required,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.grant_type !== undefined){
let data0 = data.grant_type;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err1 = {instancePath:instancePath+"/grant_type",schemaPath:"#/properties/grant_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.grant_type.type,parentSchema:schema23.properties.grant_type,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["grant_type"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err2 = {instancePath:instancePath+"/grant_type",schemaPath:"#/properties/grant_type/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema23.properties.grant_type,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.scope !== undefined){
let data1 = data.scope;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err3 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.scope.type,parentSchema:schema23.properties.scope,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["scope"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 2000){
const err4 = {instancePath:instancePath+"/scope",schemaPath:"#/properties/scope/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema23.properties.scope,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.client_assertion_type !== undefined){
let data2 = data.client_assertion_type;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err5 = {instancePath:instancePath+"/client_assertion_type",schemaPath:"#/properties/client_assertion_type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.client_assertion_type.type,parentSchema:schema23.properties.client_assertion_type,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["client_assertion_type"] = coerced2;
}
}
}
if(!(data2 === "urn:ietf:params:oauth:client-assertion-type:jwt-bearer")){
const err6 = {instancePath:instancePath+"/client_assertion_type",schemaPath:"#/properties/client_assertion_type/enum",keyword:"enum",params:{allowedValues: schema23.properties.client_assertion_type.enum},message:"must be equal to one of the allowed values",schema:schema23.properties.client_assertion_type.enum,parentSchema:schema23.properties.client_assertion_type,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.client_assertion !== undefined){
let data3 = data.client_assertion;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err7 = {instancePath:instancePath+"/client_assertion",schemaPath:"#/properties/client_assertion/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.client_assertion.type,parentSchema:schema23.properties.client_assertion,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["client_assertion"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 16384){
const err8 = {instancePath:instancePath+"/client_assertion",schemaPath:"#/properties/client_assertion/maxLength",keyword:"maxLength",params:{limit: 16384},message:"must NOT have more than 16384 characters",schema:16384,parentSchema:schema23.properties.client_assertion,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern3.test(data3)){
const err9 = {instancePath:instancePath+"/client_assertion",schemaPath:"#/properties/client_assertion/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$"+"\"",schema:"^[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]+\\.[A-Za-z0-9_\\-]*$",parentSchema:schema23.properties.client_assertion,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.client_id !== undefined){
let data4 = data.client_id;
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err10 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema23.properties.client_id.type,parentSchema:schema23.properties.client_id,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data !== undefined){
data["client_id"] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func1(data4) > 255){
const err11 = {instancePath:instancePath+"/client_id",schemaPath:"#/properties/client_id/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema23.properties.client_id,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema23.type,parentSchema:schema23,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":{"grant_type":true,"scope":true,"client_assertion_type":true,"client_assertion":true,"client_id":true},"dynamicProps":false,"dynamicItems":false};

exports.deleteBatchDocument_path = validate57;
const schema24 = {"type":"object","properties":{"batchId":{"type":"string","format":"uuid","maxLength":36},"documentId":{"type":"string","format":"uuid","maxLength":36}},"required":["batchId","documentId"],"additionalProperties":false};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.batchId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "batchId"},message:"must have required property '"+"batchId"+"'",schema:schema24.required,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.documentId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "documentId"},message:"must have required property '"+"documentId"+"'",schema:schema24.required,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "batchId") || (key0 === "documentId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.batchId !== undefined){
let data0 = data.batchId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err3 = {instancePath:instancePath+"/batchId",schemaPath:"#/properties/batchId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.batchId.type,parentSchema:schema24.properties.batchId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["batchId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 36){
const err4 = {instancePath:instancePath+"/batchId",schemaPath:"#/properties/batchId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema24.properties.batchId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/batchId",schemaPath:"#/properties/batchId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema24.properties.batchId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.documentId !== undefined){
let data1 = data.documentId;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema24.properties.documentId.type,parentSchema:schema24.properties.documentId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["documentId"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 36){
const err7 = {instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema24.properties.documentId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(formats0.test(data1))){
const err8 = {instancePath:instancePath+"/documentId",schemaPath:"#/properties/documentId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema24.properties.documentId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema24.type,parentSchema:schema24,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.deleteFhirExport_path = validate58;
const schema25 = {"type":"object","properties":{"exportId":{"type":"string","format":"uuid","maxLength":36}},"required":["exportId"],"additionalProperties":false};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.exportId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exportId"},message:"must have required property '"+"exportId"+"'",schema:schema25.required,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "exportId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.exportId !== undefined){
let data0 = data.exportId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/exportId",schemaPath:"#/properties/exportId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema25.properties.exportId.type,parentSchema:schema25.properties.exportId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["exportId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 36){
const err3 = {instancePath:instancePath+"/exportId",schemaPath:"#/properties/exportId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema25.properties.exportId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.test(data0))){
const err4 = {instancePath:instancePath+"/exportId",schemaPath:"#/properties/exportId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema25.properties.exportId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema25.type,parentSchema:schema25,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.fhirExportPatient_query = validate59;
const schema26 = {"type":"object","properties":{"_type":{"anyOf":[{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},{"type":"array","maxItems":20,"items":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"}}]},"_since":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},"_outputFormat":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"}},"additionalProperties":true};
const pattern4 = new RegExp("^[\\x20-\\x7e]+$", "u");

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._type !== undefined){
let data0 = data._type;
const _errs3 = errors;
let valid1 = false;
const _errs4 = errors;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/_type",schemaPath:"#/properties/_type/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties._type.anyOf[0].type,parentSchema:schema26.properties._type.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["_type"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 1024){
const err1 = {instancePath:instancePath+"/_type",schemaPath:"#/properties/_type/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema26.properties._type.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/_type",schemaPath:"#/properties/_type/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema26.properties._type.anyOf[0],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(Array.isArray(data0)){
if(data0.length > 20){
const err3 = {instancePath:instancePath+"/_type",schemaPath:"#/properties/_type/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema26.properties._type.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/_type/" + i0,schemaPath:"#/properties/_type/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties._type.anyOf[1].items.type,parentSchema:schema26.properties._type.anyOf[1].items,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data0 !== undefined){
data0[i0] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 1024){
const err5 = {instancePath:instancePath+"/_type/" + i0,schemaPath:"#/properties/_type/anyOf/1/items/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema26.properties._type.anyOf[1].items,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/_type/" + i0,schemaPath:"#/properties/_type/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema26.properties._type.anyOf[1].items,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
}
else {
const err7 = {instancePath:instancePath+"/_type",schemaPath:"#/properties/_type/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema26.properties._type.anyOf[1].type,parentSchema:schema26.properties._type.anyOf[1],data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err8 = {instancePath:instancePath+"/_type",schemaPath:"#/properties/_type/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema26.properties._type.anyOf,parentSchema:schema26.properties._type,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
}
}
if(data._since !== undefined){
let data2 = data._since;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err9 = {instancePath:instancePath+"/_since",schemaPath:"#/properties/_since/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties._since.type,parentSchema:schema26.properties._since,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["_since"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err10 = {instancePath:instancePath+"/_since",schemaPath:"#/properties/_since/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema26.properties._since,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data2)){
const err11 = {instancePath:instancePath+"/_since",schemaPath:"#/properties/_since/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema26.properties._since,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data._outputFormat !== undefined){
let data3 = data._outputFormat;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err12 = {instancePath:instancePath+"/_outputFormat",schemaPath:"#/properties/_outputFormat/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema26.properties._outputFormat.type,parentSchema:schema26.properties._outputFormat,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["_outputFormat"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err13 = {instancePath:instancePath+"/_outputFormat",schemaPath:"#/properties/_outputFormat/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema26.properties._outputFormat,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data3)){
const err14 = {instancePath:instancePath+"/_outputFormat",schemaPath:"#/properties/_outputFormat/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema26.properties._outputFormat,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema26.type,parentSchema:schema26,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.fhirExportPatient_headers = validate60;
const schema27 = {"type":"object","properties":{"prefer":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"}},"additionalProperties":true};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.prefer !== undefined){
let data0 = data.prefer;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/prefer",schemaPath:"#/properties/prefer/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema27.properties.prefer.type,parentSchema:schema27.properties.prefer,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["prefer"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 256){
const err1 = {instancePath:instancePath+"/prefer",schemaPath:"#/properties/prefer/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema27.properties.prefer,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/prefer",schemaPath:"#/properties/prefer/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema27.properties.prefer,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema27.type,parentSchema:schema27,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.getBatch_headers = validate61;
const schema28 = {"type":"object","properties":{"if-none-match":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"}},"additionalProperties":true};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["if-none-match"] !== undefined){
let data0 = data["if-none-match"];
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/if-none-match",schemaPath:"#/properties/if-none-match/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema28.properties["if-none-match"].type,parentSchema:schema28.properties["if-none-match"],data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["if-none-match"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 256){
const err1 = {instancePath:instancePath+"/if-none-match",schemaPath:"#/properties/if-none-match/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema28.properties["if-none-match"],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/if-none-match",schemaPath:"#/properties/if-none-match/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema28.properties["if-none-match"],data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema28.type,parentSchema:schema28,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.getFhirCapabilityStatement_query = validate62;
const schema29 = {"type":"object","properties":{"_format":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"}},"additionalProperties":true};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._format !== undefined){
let data0 = data._format;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema29.properties._format.type,parentSchema:schema29.properties._format,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["_format"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err1 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema29.properties._format,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema29.properties._format,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema29.type,parentSchema:schema29,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.getFhirExportFile_path = validate63;
const schema30 = {"type":"object","properties":{"exportId":{"type":"string","format":"uuid","maxLength":36},"exportFileName":{"type":"string","maxLength":80,"pattern":"^[A-Z][A-Za-z]{1,63}-[1-9][0-9]{0,5}\\.ndjson$"}},"required":["exportId","exportFileName"],"additionalProperties":false};
const pattern11 = new RegExp("^[A-Z][A-Za-z]{1,63}-[1-9][0-9]{0,5}\\.ndjson$", "u");

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.exportId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exportId"},message:"must have required property '"+"exportId"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.exportFileName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "exportFileName"},message:"must have required property '"+"exportFileName"+"'",schema:schema30.required,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "exportId") || (key0 === "exportFileName"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.exportId !== undefined){
let data0 = data.exportId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err3 = {instancePath:instancePath+"/exportId",schemaPath:"#/properties/exportId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.exportId.type,parentSchema:schema30.properties.exportId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["exportId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 36){
const err4 = {instancePath:instancePath+"/exportId",schemaPath:"#/properties/exportId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema30.properties.exportId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/exportId",schemaPath:"#/properties/exportId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema30.properties.exportId,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.exportFileName !== undefined){
let data1 = data.exportFileName;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/exportFileName",schemaPath:"#/properties/exportFileName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema30.properties.exportFileName.type,parentSchema:schema30.properties.exportFileName,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["exportFileName"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 80){
const err7 = {instancePath:instancePath+"/exportFileName",schemaPath:"#/properties/exportFileName/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters",schema:80,parentSchema:schema30.properties.exportFileName,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern11.test(data1)){
const err8 = {instancePath:instancePath+"/exportFileName",schemaPath:"#/properties/exportFileName/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z]{1,63}-[1-9][0-9]{0,5}\\.ndjson$"},message:"must match pattern \""+"^[A-Z][A-Za-z]{1,63}-[1-9][0-9]{0,5}\\.ndjson$"+"\"",schema:"^[A-Z][A-Za-z]{1,63}-[1-9][0-9]{0,5}\\.ndjson$",parentSchema:schema30.properties.exportFileName,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema30.type,parentSchema:schema30,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.getFhirPatientEverything_path = validate64;
const schema31 = {"type":"object","properties":{"patientId":{"type":"string","format":"uuid","maxLength":36}},"required":["patientId"],"additionalProperties":false};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.patientId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patientId"},message:"must have required property '"+"patientId"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "patientId")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.patientId !== undefined){
let data0 = data.patientId;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/patientId",schemaPath:"#/properties/patientId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.patientId.type,parentSchema:schema31.properties.patientId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["patientId"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 36){
const err3 = {instancePath:instancePath+"/patientId",schemaPath:"#/properties/patientId/maxLength",keyword:"maxLength",params:{limit: 36},message:"must NOT have more than 36 characters",schema:36,parentSchema:schema31.properties.patientId,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(formats0.test(data0))){
const err4 = {instancePath:instancePath+"/patientId",schemaPath:"#/properties/patientId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema31.properties.patientId,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.getFhirPatientEverything_query = validate65;
const schema32 = {"type":"object","properties":{"_count":{"type":"integer","format":"int32","minimum":1,"maximum":999999999,"default":50},"_cursor":{"type":"string","minLength":1,"maxLength":512,"pattern":"^[A-Za-z0-9_\\-]+$"},"_format":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"}},"additionalProperties":true};
const formats12 = require("ajv-formats/dist/formats").fullFormats.int32;
const pattern12 = new RegExp("^[A-Za-z0-9_\\-]+$", "u");

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._count === undefined){
data._count = 50;
}
let data0 = data._count;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties._count.type,parentSchema:schema32.properties._count,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["_count"] = coerced0;
}
}
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 999999999 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999},message:"must be <= 999999999",schema:999999999,parentSchema:schema32.properties._count,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema32.properties._count,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats12.validate(data0))){
const err3 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema32.properties._count,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data._cursor !== undefined){
let data1 = data._cursor;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties._cursor.type,parentSchema:schema32.properties._cursor,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["_cursor"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err5 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema32.properties._cursor,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema32.properties._cursor,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern12.test(data1)){
const err7 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema32.properties._cursor,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data._format !== undefined){
let data2 = data._format;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err8 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties._format.type,parentSchema:schema32.properties._format,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["_format"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err9 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema32.properties._format,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema32.properties._format,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.listBatchDocuments_query = validate66;
const schema33 = {"type":"object","properties":{"limit":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":50},"cursor":{"type":"string","minLength":1,"maxLength":512,"pattern":"^[A-Za-z0-9_\\-]+$"},"status":{"type":"string","description":"`awaiting_upload` (declared without content), `pending` (content present, batch not submitted), `queued`\n(submitted, waiting for a worker), `processing`, `succeeded`, `failed` (see `error`), `cancelled` (its batch was cancelled).\n","enum":["awaiting_upload","pending","queued","processing","succeeded","failed","cancelled"]}},"additionalProperties":true};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
let data0 = data.limit;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema33.properties.limit.type,parentSchema:schema33.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["limit"] = coerced0;
}
}
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema33.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema33.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats12.validate(data0))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema33.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.cursor !== undefined){
let data1 = data.cursor;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.cursor.type,parentSchema:schema33.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["cursor"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err5 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema33.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema33.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern12.test(data1)){
const err7 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema33.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.status.type,parentSchema:schema33.properties.status,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["status"] = coerced2;
}
}
}
if(!(((((((data2 === "awaiting_upload") || (data2 === "pending")) || (data2 === "queued")) || (data2 === "processing")) || (data2 === "succeeded")) || (data2 === "failed")) || (data2 === "cancelled"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema33.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema33.properties.status.enum,parentSchema:schema33.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.listBatches_query = validate67;
const schema34 = {"type":"object","properties":{"limit":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":50},"cursor":{"type":"string","minLength":1,"maxLength":512,"pattern":"^[A-Za-z0-9_\\-]+$"},"status":{"type":"string","description":"`pending` (accepting documents), `processing` (submitted), `completed` (every document final), `cancelled`.","enum":["pending","processing","completed","cancelled"]},"externalReference":{"type":"string","minLength":1,"maxLength":255,"pattern":"^[^\\u0000-\\u001f]+$"}},"additionalProperties":true};
const pattern16 = new RegExp("^[^\\u0000-\\u001f]+$", "u");

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
let data0 = data.limit;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.limit.type,parentSchema:schema34.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["limit"] = coerced0;
}
}
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema34.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema34.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats12.validate(data0))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema34.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.cursor !== undefined){
let data1 = data.cursor;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.cursor.type,parentSchema:schema34.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["cursor"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err5 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema34.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern12.test(data1)){
const err7 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema34.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.status !== undefined){
let data2 = data.status;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err8 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.status.type,parentSchema:schema34.properties.status,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["status"] = coerced2;
}
}
}
if(!((((data2 === "pending") || (data2 === "processing")) || (data2 === "completed")) || (data2 === "cancelled"))){
const err9 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema34.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema34.properties.status.enum,parentSchema:schema34.properties.status,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.externalReference !== undefined){
let data3 = data.externalReference;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err10 = {instancePath:instancePath+"/externalReference",schemaPath:"#/properties/externalReference/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.externalReference.type,parentSchema:schema34.properties.externalReference,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["externalReference"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 255){
const err11 = {instancePath:instancePath+"/externalReference",schemaPath:"#/properties/externalReference/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema34.properties.externalReference,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(func1(data3) < 1){
const err12 = {instancePath:instancePath+"/externalReference",schemaPath:"#/properties/externalReference/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.externalReference,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern16.test(data3)){
const err13 = {instancePath:instancePath+"/externalReference",schemaPath:"#/properties/externalReference/pattern",keyword:"pattern",params:{pattern: "^[^\\u0000-\\u001f]+$"},message:"must match pattern \""+"^[^\\u0000-\\u001f]+$"+"\"",schema:"^[^\\u0000-\\u001f]+$",parentSchema:schema34.properties.externalReference,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.listDocumentEntities_query = validate68;
const schema35 = {"type":"object","properties":{"limit":{"type":"integer","format":"int32","minimum":1,"maximum":100,"default":50},"cursor":{"type":"string","minLength":1,"maxLength":512,"pattern":"^[A-Za-z0-9_\\-]+$"},"type":{"type":"string","description":"A FHIR R4 resource type name. Current values: `Condition` (conditions, symptoms, findings; SNOMED CT),\n`Medication` (RxNorm ingredients), `Observation` (lab tests and vital signs; LOINC), `Procedure` (SNOMED CT),\n`AllergyIntolerance` (the substance coded), `Immunization`. More may be added.\n","pattern":"^[A-Z][A-Za-z]{1,63}$","maxLength":64,"examples":["Condition","Medication","Observation","Procedure","AllergyIntolerance","Immunization"]}},"additionalProperties":true};
const pattern18 = new RegExp("^[A-Z][A-Za-z]{1,63}$", "u");

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.limit === undefined){
data.limit = 50;
}
let data0 = data.limit;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 === "boolean" || data0 === null
              || (dataType0 === "string" && data0 && data0 == +data0 && !(data0 % 1))){
coerced0 = +data0;
}
else {
const err0 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.limit.type,parentSchema:schema35.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["limit"] = coerced0;
}
}
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 > 100 || isNaN(data0)){
const err1 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema35.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!(formats12.validate(data0))){
const err3 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema35.properties.limit,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.cursor !== undefined){
let data1 = data.cursor;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err4 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.cursor.type,parentSchema:schema35.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["cursor"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err5 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema35.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func1(data1) < 1){
const err6 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!pattern12.test(data1)){
const err7 = {instancePath:instancePath+"/cursor",schemaPath:"#/properties/cursor/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema35.properties.cursor,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.type !== undefined){
let data2 = data.type;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.type.type,parentSchema:schema35.properties.type,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["type"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err9 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema35.properties.type,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern18.test(data2)){
const err10 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z]{1,63}$"},message:"must match pattern \""+"^[A-Z][A-Za-z]{1,63}$"+"\"",schema:"^[A-Z][A-Za-z]{1,63}$",parentSchema:schema35.properties.type,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.readFhirResource_path = validate69;
const schema36 = {"type":"object","properties":{"resourceType":{"type":"string","pattern":"^[A-Z][A-Za-z]{1,63}$","maxLength":64},"resourceId":{"type":"string","pattern":"^[A-Za-z0-9\\-\\.]{1,64}$","maxLength":64}},"required":["resourceType","resourceId"],"additionalProperties":false};
const pattern20 = new RegExp("^[A-Za-z0-9\\-\\.]{1,64}$", "u");

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.resourceType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceType"},message:"must have required property '"+"resourceType"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.resourceId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceId"},message:"must have required property '"+"resourceId"+"'",schema:schema36.required,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "resourceType") || (key0 === "resourceId"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.resourceType !== undefined){
let data0 = data.resourceType;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err3 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.resourceType.type,parentSchema:schema36.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["resourceType"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err4 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema36.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern18.test(data0)){
const err5 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z]{1,63}$"},message:"must match pattern \""+"^[A-Z][A-Za-z]{1,63}$"+"\"",schema:"^[A-Z][A-Za-z]{1,63}$",parentSchema:schema36.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.resourceId !== undefined){
let data1 = data.resourceId;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err6 = {instancePath:instancePath+"/resourceId",schemaPath:"#/properties/resourceId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.resourceId.type,parentSchema:schema36.properties.resourceId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["resourceId"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 64){
const err7 = {instancePath:instancePath+"/resourceId",schemaPath:"#/properties/resourceId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema36.properties.resourceId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern20.test(data1)){
const err8 = {instancePath:instancePath+"/resourceId",schemaPath:"#/properties/resourceId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9\\-\\.]{1,64}$"},message:"must match pattern \""+"^[A-Za-z0-9\\-\\.]{1,64}$"+"\"",schema:"^[A-Za-z0-9\\-\\.]{1,64}$",parentSchema:schema36.properties.resourceId,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.searchFhirResources_path = validate70;
const schema37 = {"type":"object","properties":{"resourceType":{"type":"string","pattern":"^[A-Z][A-Za-z]{1,63}$","maxLength":64}},"required":["resourceType"],"additionalProperties":false};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.resourceType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "resourceType"},message:"must have required property '"+"resourceType"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "resourceType")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.resourceType !== undefined){
let data0 = data.resourceType;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err2 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.resourceType.type,parentSchema:schema37.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["resourceType"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err3 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema37.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern18.test(data0)){
const err4 = {instancePath:instancePath+"/resourceType",schemaPath:"#/properties/resourceType/pattern",keyword:"pattern",params:{pattern: "^[A-Z][A-Za-z]{1,63}$"},message:"must match pattern \""+"^[A-Z][A-Za-z]{1,63}$"+"\"",schema:"^[A-Z][A-Za-z]{1,63}$",parentSchema:schema37.properties.resourceType,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.searchFhirResources_query = validate71;
const schema38 = {"type":"object","properties":{"patient":{"type":"string","maxLength":64,"pattern":"^[\\x21-\\x7e]+$"},"subject":{"type":"string","maxLength":128,"pattern":"^[\\x21-\\x7e]+$"},"_id":{"type":"string","maxLength":4096,"pattern":"^[\\x21-\\x7e]+$"},"_lastUpdated":{"anyOf":[{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},{"type":"array","maxItems":4,"items":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"}}]},"identifier":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"code":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"vaccine-code":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"clinical-status":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"verification-status":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"category":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"_sort":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},"_count":{"type":"integer","format":"int32","minimum":1,"maximum":999999999,"default":50},"_cursor":{"type":"string","minLength":1,"maxLength":512,"pattern":"^[A-Za-z0-9_\\-]+$"},"_format":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"}},"additionalProperties":true};
const pattern22 = new RegExp("^[\\x21-\\x7e]+$", "u");

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data._count === undefined){
data._count = 50;
}
if(data.patient !== undefined){
let data0 = data.patient;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.patient.type,parentSchema:schema38.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["patient"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err1 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema38.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern22.test(data0)){
const err2 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/pattern",keyword:"pattern",params:{pattern: "^[\\x21-\\x7e]+$"},message:"must match pattern \""+"^[\\x21-\\x7e]+$"+"\"",schema:"^[\\x21-\\x7e]+$",parentSchema:schema38.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.subject !== undefined){
let data1 = data.subject;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err3 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.subject.type,parentSchema:schema38.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["subject"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 128){
const err4 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema38.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern22.test(data1)){
const err5 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/pattern",keyword:"pattern",params:{pattern: "^[\\x21-\\x7e]+$"},message:"must match pattern \""+"^[\\x21-\\x7e]+$"+"\"",schema:"^[\\x21-\\x7e]+$",parentSchema:schema38.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data._id !== undefined){
let data2 = data._id;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err6 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties._id.type,parentSchema:schema38.properties._id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["_id"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func1(data2) > 4096){
const err7 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema38.properties._id,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern22.test(data2)){
const err8 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/pattern",keyword:"pattern",params:{pattern: "^[\\x21-\\x7e]+$"},message:"must match pattern \""+"^[\\x21-\\x7e]+$"+"\"",schema:"^[\\x21-\\x7e]+$",parentSchema:schema38.properties._id,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data._lastUpdated !== undefined){
let data3 = data._lastUpdated;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err9 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties._lastUpdated.anyOf[0].type,parentSchema:schema38.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["_lastUpdated"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err10 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema38.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
const _errs12 = errors;
if(Array.isArray(data3)){
if(data3.length > 4){
const err12 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items",schema:4,parentSchema:schema38.properties._lastUpdated.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err13 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties._lastUpdated.anyOf[1].items.type,parentSchema:schema38.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data3 !== undefined){
data3[i0] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func1(data4) > 64){
const err14 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema38.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern4.test(data4)){
const err15 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties._lastUpdated.anyOf[1].type,parentSchema:schema38.properties._lastUpdated.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema38.properties._lastUpdated.anyOf,parentSchema:schema38.properties._lastUpdated,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.identifier !== undefined){
let data5 = data.identifier;
if(typeof data5 !== "string"){
let dataType5 = typeof data5;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data5;
}
else if(data5 === null){
coerced5 = "";
}
else {
const err18 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.identifier.type,parentSchema:schema38.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(coerced5 !== undefined){
data5 = coerced5;
if(data !== undefined){
data["identifier"] = coerced5;
}
}
}
if(typeof data5 === "string"){
if(func1(data5) > 1024){
const err19 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema38.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data5)){
const err20 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.code !== undefined){
let data6 = data.code;
if(typeof data6 !== "string"){
let dataType6 = typeof data6;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data6;
}
else if(data6 === null){
coerced6 = "";
}
else {
const err21 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.code.type,parentSchema:schema38.properties.code,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(coerced6 !== undefined){
data6 = coerced6;
if(data !== undefined){
data["code"] = coerced6;
}
}
}
if(typeof data6 === "string"){
if(func1(data6) > 1024){
const err22 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema38.properties.code,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern4.test(data6)){
const err23 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties.code,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data["vaccine-code"] !== undefined){
let data7 = data["vaccine-code"];
if(typeof data7 !== "string"){
let dataType7 = typeof data7;
let coerced7 = undefined;
if(!(coerced7 !== undefined)){
if(dataType7 == "number" || dataType7 == "boolean"){
coerced7 = "" + data7;
}
else if(data7 === null){
coerced7 = "";
}
else {
const err24 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties["vaccine-code"].type,parentSchema:schema38.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(coerced7 !== undefined){
data7 = coerced7;
if(data !== undefined){
data["vaccine-code"] = coerced7;
}
}
}
if(typeof data7 === "string"){
if(func1(data7) > 1024){
const err25 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema38.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern4.test(data7)){
const err26 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data["clinical-status"] !== undefined){
let data8 = data["clinical-status"];
if(typeof data8 !== "string"){
let dataType8 = typeof data8;
let coerced8 = undefined;
if(!(coerced8 !== undefined)){
if(dataType8 == "number" || dataType8 == "boolean"){
coerced8 = "" + data8;
}
else if(data8 === null){
coerced8 = "";
}
else {
const err27 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties["clinical-status"].type,parentSchema:schema38.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(coerced8 !== undefined){
data8 = coerced8;
if(data !== undefined){
data["clinical-status"] = coerced8;
}
}
}
if(typeof data8 === "string"){
if(func1(data8) > 256){
const err28 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema38.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern4.test(data8)){
const err29 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data["verification-status"] !== undefined){
let data9 = data["verification-status"];
if(typeof data9 !== "string"){
let dataType9 = typeof data9;
let coerced9 = undefined;
if(!(coerced9 !== undefined)){
if(dataType9 == "number" || dataType9 == "boolean"){
coerced9 = "" + data9;
}
else if(data9 === null){
coerced9 = "";
}
else {
const err30 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties["verification-status"].type,parentSchema:schema38.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(coerced9 !== undefined){
data9 = coerced9;
if(data !== undefined){
data["verification-status"] = coerced9;
}
}
}
if(typeof data9 === "string"){
if(func1(data9) > 256){
const err31 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema38.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern4.test(data9)){
const err32 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.category !== undefined){
let data10 = data.category;
if(typeof data10 !== "string"){
let dataType10 = typeof data10;
let coerced10 = undefined;
if(!(coerced10 !== undefined)){
if(dataType10 == "number" || dataType10 == "boolean"){
coerced10 = "" + data10;
}
else if(data10 === null){
coerced10 = "";
}
else {
const err33 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.category.type,parentSchema:schema38.properties.category,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(coerced10 !== undefined){
data10 = coerced10;
if(data !== undefined){
data["category"] = coerced10;
}
}
}
if(typeof data10 === "string"){
if(func1(data10) > 256){
const err34 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema38.properties.category,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern4.test(data10)){
const err35 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties.category,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data._sort !== undefined){
let data11 = data._sort;
if(typeof data11 !== "string"){
let dataType11 = typeof data11;
let coerced11 = undefined;
if(!(coerced11 !== undefined)){
if(dataType11 == "number" || dataType11 == "boolean"){
coerced11 = "" + data11;
}
else if(data11 === null){
coerced11 = "";
}
else {
const err36 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties._sort.type,parentSchema:schema38.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(coerced11 !== undefined){
data11 = coerced11;
if(data !== undefined){
data["_sort"] = coerced11;
}
}
}
if(typeof data11 === "string"){
if(func1(data11) > 64){
const err37 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema38.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern4.test(data11)){
const err38 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
let data12 = data._count;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
let dataType12 = typeof data12;
let coerced12 = undefined;
if(!(coerced12 !== undefined)){
if(dataType12 === "boolean" || data12 === null
              || (dataType12 === "string" && data12 && data12 == +data12 && !(data12 % 1))){
coerced12 = +data12;
}
else {
const err39 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema38.properties._count.type,parentSchema:schema38.properties._count,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(coerced12 !== undefined){
data12 = coerced12;
if(data !== undefined){
data["_count"] = coerced12;
}
}
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 > 999999999 || isNaN(data12)){
const err40 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999999},message:"must be <= 999999999",schema:999999999,parentSchema:schema38.properties._count,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err41 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema38.properties._count,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!(formats12.validate(data12))){
const err42 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/format",keyword:"format",params:{format: "int32"},message:"must match format \""+"int32"+"\"",schema:"int32",parentSchema:schema38.properties._count,data:data12};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data._cursor !== undefined){
let data13 = data._cursor;
if(typeof data13 !== "string"){
let dataType13 = typeof data13;
let coerced13 = undefined;
if(!(coerced13 !== undefined)){
if(dataType13 == "number" || dataType13 == "boolean"){
coerced13 = "" + data13;
}
else if(data13 === null){
coerced13 = "";
}
else {
const err43 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties._cursor.type,parentSchema:schema38.properties._cursor,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(coerced13 !== undefined){
data13 = coerced13;
if(data !== undefined){
data["_cursor"] = coerced13;
}
}
}
if(typeof data13 === "string"){
if(func1(data13) > 512){
const err44 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema38.properties._cursor,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(func1(data13) < 1){
const err45 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema38.properties._cursor,data:data13};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern12.test(data13)){
const err46 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema38.properties._cursor,data:data13};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
if(data._format !== undefined){
let data14 = data._format;
if(typeof data14 !== "string"){
let dataType14 = typeof data14;
let coerced14 = undefined;
if(!(coerced14 !== undefined)){
if(dataType14 == "number" || dataType14 == "boolean"){
coerced14 = "" + data14;
}
else if(data14 === null){
coerced14 = "";
}
else {
const err47 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties._format.type,parentSchema:schema38.properties._format,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(coerced14 !== undefined){
data14 = coerced14;
if(data !== undefined){
data["_format"] = coerced14;
}
}
}
if(typeof data14 === "string"){
if(func1(data14) > 64){
const err48 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema38.properties._format,data:data14};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(!pattern4.test(data14)){
const err49 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema38.properties._format,data:data14};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.searchFhirResourcesPost_body = validate72;
const schema39 = {"type":"object","description":"The search parameters of `GET /fhir/R4/{resourceType}` as form fields (the same rules).","properties":{"patient":{"type":"string","description":"A Patient UUID or `Patient/<uuid>` (required unless the resource type is `Patient`, or `subject` is given).","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},"subject":{"type":"string","maxLength":128,"pattern":"^[\\x20-\\x7e]+$"},"_id":{"type":"string","maxLength":4096,"pattern":"^[\\x20-\\x7e]+$"},"_lastUpdated":{"anyOf":[{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},{"type":"array","maxItems":4,"items":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"}}]},"identifier":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"code":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"vaccine-code":{"type":"string","maxLength":1024,"pattern":"^[\\x20-\\x7e]+$"},"clinical-status":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"verification-status":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"category":{"type":"string","maxLength":256,"pattern":"^[\\x20-\\x7e]+$"},"_sort":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},"_format":{"type":"string","maxLength":64,"pattern":"^[\\x20-\\x7e]+$"},"_count":{"type":"string","pattern":"^[0-9]{1,9}$","maxLength":9},"_cursor":{"type":"string","maxLength":512,"pattern":"^[A-Za-z0-9_\\-]+$"}}};
const pattern49 = new RegExp("^[0-9]{1,9}$", "u");

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.patient !== undefined){
let data0 = data.patient;
if(typeof data0 !== "string"){
let dataType0 = typeof data0;
let coerced0 = undefined;
if(!(coerced0 !== undefined)){
if(dataType0 == "number" || dataType0 == "boolean"){
coerced0 = "" + data0;
}
else if(data0 === null){
coerced0 = "";
}
else {
const err0 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.patient.type,parentSchema:schema39.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(coerced0 !== undefined){
data0 = coerced0;
if(data !== undefined){
data["patient"] = coerced0;
}
}
}
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err1 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema39.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern4.test(data0)){
const err2 = {instancePath:instancePath+"/patient",schemaPath:"#/properties/patient/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties.patient,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.subject !== undefined){
let data1 = data.subject;
if(typeof data1 !== "string"){
let dataType1 = typeof data1;
let coerced1 = undefined;
if(!(coerced1 !== undefined)){
if(dataType1 == "number" || dataType1 == "boolean"){
coerced1 = "" + data1;
}
else if(data1 === null){
coerced1 = "";
}
else {
const err3 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.subject.type,parentSchema:schema39.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(coerced1 !== undefined){
data1 = coerced1;
if(data !== undefined){
data["subject"] = coerced1;
}
}
}
if(typeof data1 === "string"){
if(func1(data1) > 128){
const err4 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema39.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/subject",schemaPath:"#/properties/subject/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties.subject,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data._id !== undefined){
let data2 = data._id;
if(typeof data2 !== "string"){
let dataType2 = typeof data2;
let coerced2 = undefined;
if(!(coerced2 !== undefined)){
if(dataType2 == "number" || dataType2 == "boolean"){
coerced2 = "" + data2;
}
else if(data2 === null){
coerced2 = "";
}
else {
const err6 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties._id.type,parentSchema:schema39.properties._id,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(coerced2 !== undefined){
data2 = coerced2;
if(data !== undefined){
data["_id"] = coerced2;
}
}
}
if(typeof data2 === "string"){
if(func1(data2) > 4096){
const err7 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters",schema:4096,parentSchema:schema39.properties._id,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data2)){
const err8 = {instancePath:instancePath+"/_id",schemaPath:"#/properties/_id/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties._id,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
if(data._lastUpdated !== undefined){
let data3 = data._lastUpdated;
const _errs8 = errors;
let valid1 = false;
const _errs9 = errors;
if(typeof data3 !== "string"){
let dataType3 = typeof data3;
let coerced3 = undefined;
if(!(coerced3 !== undefined)){
if(dataType3 == "number" || dataType3 == "boolean"){
coerced3 = "" + data3;
}
else if(data3 === null){
coerced3 = "";
}
else {
const err9 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties._lastUpdated.anyOf[0].type,parentSchema:schema39.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(coerced3 !== undefined){
data3 = coerced3;
if(data !== undefined){
data["_lastUpdated"] = coerced3;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 64){
const err10 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema39.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties._lastUpdated.anyOf[0],data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
valid1 = valid1 || _valid0;
const _errs11 = errors;
if(Array.isArray(data3)){
if(data3.length > 4){
const err12 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/1/maxItems",keyword:"maxItems",params:{limit: 4},message:"must NOT have more than 4 items",schema:4,parentSchema:schema39.properties._lastUpdated.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 !== "string"){
let dataType4 = typeof data4;
let coerced4 = undefined;
if(!(coerced4 !== undefined)){
if(dataType4 == "number" || dataType4 == "boolean"){
coerced4 = "" + data4;
}
else if(data4 === null){
coerced4 = "";
}
else {
const err13 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties._lastUpdated.anyOf[1].items.type,parentSchema:schema39.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(coerced4 !== undefined){
data4 = coerced4;
if(data3 !== undefined){
data3[i0] = coerced4;
}
}
}
if(typeof data4 === "string"){
if(func1(data4) > 64){
const err14 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema39.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!pattern4.test(data4)){
const err15 = {instancePath:instancePath+"/_lastUpdated/" + i0,schemaPath:"#/properties/_lastUpdated/anyOf/1/items/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties._lastUpdated.anyOf[1].items,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
}
else {
const err16 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.properties._lastUpdated.anyOf[1].type,parentSchema:schema39.properties._lastUpdated.anyOf[1],data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err17 = {instancePath:instancePath+"/_lastUpdated",schemaPath:"#/properties/_lastUpdated/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema39.properties._lastUpdated.anyOf,parentSchema:schema39.properties._lastUpdated,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data.identifier !== undefined){
let data5 = data.identifier;
if(typeof data5 !== "string"){
let dataType5 = typeof data5;
let coerced5 = undefined;
if(!(coerced5 !== undefined)){
if(dataType5 == "number" || dataType5 == "boolean"){
coerced5 = "" + data5;
}
else if(data5 === null){
coerced5 = "";
}
else {
const err18 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.identifier.type,parentSchema:schema39.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(coerced5 !== undefined){
data5 = coerced5;
if(data !== undefined){
data["identifier"] = coerced5;
}
}
}
if(typeof data5 === "string"){
if(func1(data5) > 1024){
const err19 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema39.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern4.test(data5)){
const err20 = {instancePath:instancePath+"/identifier",schemaPath:"#/properties/identifier/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties.identifier,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.code !== undefined){
let data6 = data.code;
if(typeof data6 !== "string"){
let dataType6 = typeof data6;
let coerced6 = undefined;
if(!(coerced6 !== undefined)){
if(dataType6 == "number" || dataType6 == "boolean"){
coerced6 = "" + data6;
}
else if(data6 === null){
coerced6 = "";
}
else {
const err21 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.code.type,parentSchema:schema39.properties.code,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(coerced6 !== undefined){
data6 = coerced6;
if(data !== undefined){
data["code"] = coerced6;
}
}
}
if(typeof data6 === "string"){
if(func1(data6) > 1024){
const err22 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema39.properties.code,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern4.test(data6)){
const err23 = {instancePath:instancePath+"/code",schemaPath:"#/properties/code/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties.code,data:data6};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data["vaccine-code"] !== undefined){
let data7 = data["vaccine-code"];
if(typeof data7 !== "string"){
let dataType7 = typeof data7;
let coerced7 = undefined;
if(!(coerced7 !== undefined)){
if(dataType7 == "number" || dataType7 == "boolean"){
coerced7 = "" + data7;
}
else if(data7 === null){
coerced7 = "";
}
else {
const err24 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties["vaccine-code"].type,parentSchema:schema39.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(coerced7 !== undefined){
data7 = coerced7;
if(data !== undefined){
data["vaccine-code"] = coerced7;
}
}
}
if(typeof data7 === "string"){
if(func1(data7) > 1024){
const err25 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",schema:1024,parentSchema:schema39.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern4.test(data7)){
const err26 = {instancePath:instancePath+"/vaccine-code",schemaPath:"#/properties/vaccine-code/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties["vaccine-code"],data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data["clinical-status"] !== undefined){
let data8 = data["clinical-status"];
if(typeof data8 !== "string"){
let dataType8 = typeof data8;
let coerced8 = undefined;
if(!(coerced8 !== undefined)){
if(dataType8 == "number" || dataType8 == "boolean"){
coerced8 = "" + data8;
}
else if(data8 === null){
coerced8 = "";
}
else {
const err27 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties["clinical-status"].type,parentSchema:schema39.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(coerced8 !== undefined){
data8 = coerced8;
if(data !== undefined){
data["clinical-status"] = coerced8;
}
}
}
if(typeof data8 === "string"){
if(func1(data8) > 256){
const err28 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema39.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!pattern4.test(data8)){
const err29 = {instancePath:instancePath+"/clinical-status",schemaPath:"#/properties/clinical-status/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties["clinical-status"],data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
if(data["verification-status"] !== undefined){
let data9 = data["verification-status"];
if(typeof data9 !== "string"){
let dataType9 = typeof data9;
let coerced9 = undefined;
if(!(coerced9 !== undefined)){
if(dataType9 == "number" || dataType9 == "boolean"){
coerced9 = "" + data9;
}
else if(data9 === null){
coerced9 = "";
}
else {
const err30 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties["verification-status"].type,parentSchema:schema39.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(coerced9 !== undefined){
data9 = coerced9;
if(data !== undefined){
data["verification-status"] = coerced9;
}
}
}
if(typeof data9 === "string"){
if(func1(data9) > 256){
const err31 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema39.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern4.test(data9)){
const err32 = {instancePath:instancePath+"/verification-status",schemaPath:"#/properties/verification-status/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties["verification-status"],data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.category !== undefined){
let data10 = data.category;
if(typeof data10 !== "string"){
let dataType10 = typeof data10;
let coerced10 = undefined;
if(!(coerced10 !== undefined)){
if(dataType10 == "number" || dataType10 == "boolean"){
coerced10 = "" + data10;
}
else if(data10 === null){
coerced10 = "";
}
else {
const err33 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.category.type,parentSchema:schema39.properties.category,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(coerced10 !== undefined){
data10 = coerced10;
if(data !== undefined){
data["category"] = coerced10;
}
}
}
if(typeof data10 === "string"){
if(func1(data10) > 256){
const err34 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters",schema:256,parentSchema:schema39.properties.category,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern4.test(data10)){
const err35 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties.category,data:data10};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data._sort !== undefined){
let data11 = data._sort;
if(typeof data11 !== "string"){
let dataType11 = typeof data11;
let coerced11 = undefined;
if(!(coerced11 !== undefined)){
if(dataType11 == "number" || dataType11 == "boolean"){
coerced11 = "" + data11;
}
else if(data11 === null){
coerced11 = "";
}
else {
const err36 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties._sort.type,parentSchema:schema39.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(coerced11 !== undefined){
data11 = coerced11;
if(data !== undefined){
data["_sort"] = coerced11;
}
}
}
if(typeof data11 === "string"){
if(func1(data11) > 64){
const err37 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema39.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(!pattern4.test(data11)){
const err38 = {instancePath:instancePath+"/_sort",schemaPath:"#/properties/_sort/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties._sort,data:data11};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data._format !== undefined){
let data12 = data._format;
if(typeof data12 !== "string"){
let dataType12 = typeof data12;
let coerced12 = undefined;
if(!(coerced12 !== undefined)){
if(dataType12 == "number" || dataType12 == "boolean"){
coerced12 = "" + data12;
}
else if(data12 === null){
coerced12 = "";
}
else {
const err39 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties._format.type,parentSchema:schema39.properties._format,data:data12};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(coerced12 !== undefined){
data12 = coerced12;
if(data !== undefined){
data["_format"] = coerced12;
}
}
}
if(typeof data12 === "string"){
if(func1(data12) > 64){
const err40 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema39.properties._format,data:data12};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!pattern4.test(data12)){
const err41 = {instancePath:instancePath+"/_format",schemaPath:"#/properties/_format/pattern",keyword:"pattern",params:{pattern: "^[\\x20-\\x7e]+$"},message:"must match pattern \""+"^[\\x20-\\x7e]+$"+"\"",schema:"^[\\x20-\\x7e]+$",parentSchema:schema39.properties._format,data:data12};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
if(data._count !== undefined){
let data13 = data._count;
if(typeof data13 !== "string"){
let dataType13 = typeof data13;
let coerced13 = undefined;
if(!(coerced13 !== undefined)){
if(dataType13 == "number" || dataType13 == "boolean"){
coerced13 = "" + data13;
}
else if(data13 === null){
coerced13 = "";
}
else {
const err42 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties._count.type,parentSchema:schema39.properties._count,data:data13};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(coerced13 !== undefined){
data13 = coerced13;
if(data !== undefined){
data["_count"] = coerced13;
}
}
}
if(typeof data13 === "string"){
if(func1(data13) > 9){
const err43 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/maxLength",keyword:"maxLength",params:{limit: 9},message:"must NOT have more than 9 characters",schema:9,parentSchema:schema39.properties._count,data:data13};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!pattern49.test(data13)){
const err44 = {instancePath:instancePath+"/_count",schemaPath:"#/properties/_count/pattern",keyword:"pattern",params:{pattern: "^[0-9]{1,9}$"},message:"must match pattern \""+"^[0-9]{1,9}$"+"\"",schema:"^[0-9]{1,9}$",parentSchema:schema39.properties._count,data:data13};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
if(data._cursor !== undefined){
let data14 = data._cursor;
if(typeof data14 !== "string"){
let dataType14 = typeof data14;
let coerced14 = undefined;
if(!(coerced14 !== undefined)){
if(dataType14 == "number" || dataType14 == "boolean"){
coerced14 = "" + data14;
}
else if(data14 === null){
coerced14 = "";
}
else {
const err45 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties._cursor.type,parentSchema:schema39.properties._cursor,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(coerced14 !== undefined){
data14 = coerced14;
if(data !== undefined){
data["_cursor"] = coerced14;
}
}
}
if(typeof data14 === "string"){
if(func1(data14) > 512){
const err46 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters",schema:512,parentSchema:schema39.properties._cursor,data:data14};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!pattern12.test(data14)){
const err47 = {instancePath:instancePath+"/_cursor",schemaPath:"#/properties/_cursor/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_\\-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_\\-]+$"+"\"",schema:"^[A-Za-z0-9_\\-]+$",parentSchema:schema39.properties._cursor,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":{"patient":true,"subject":true,"_id":true,"_lastUpdated":true,"identifier":true,"code":true,"vaccine-code":true,"clinical-status":true,"verification-status":true,"category":true,"_sort":true,"_format":true,"_count":true,"_cursor":true},"dynamicProps":false,"dynamicItems":false};

exports.cancelBatch_headers = exports.cancelBatch_query;
exports.createAccessToken_query = exports.cancelBatch_query;
exports.createAccessToken_headers = exports.cancelBatch_query;
exports.createBatch_path = exports.createAccessToken_path;
exports.createBatch_query = exports.cancelBatch_query;
exports.createBatch_headers = exports.cancelBatch_query;
exports.createBatchDocuments_path = exports.cancelBatch_path;
exports.createBatchDocuments_query = exports.cancelBatch_query;
exports.createBatchDocuments_headers = exports.cancelBatch_query;
exports.deleteBatch_path = exports.cancelBatch_path;
exports.deleteBatch_query = exports.cancelBatch_query;
exports.deleteBatch_headers = exports.cancelBatch_query;
exports.deleteBatchDocument_query = exports.cancelBatch_query;
exports.deleteBatchDocument_headers = exports.cancelBatch_query;
exports.deleteFhirExport_query = exports.cancelBatch_query;
exports.deleteFhirExport_headers = exports.cancelBatch_query;
exports.fhirExportPatient_path = exports.createAccessToken_path;
exports.fhirExportSystem_path = exports.createAccessToken_path;
exports.fhirExportSystem_query = exports.fhirExportPatient_query;
exports.fhirExportSystem_headers = exports.fhirExportPatient_headers;
exports.getAuthorizationServerMetadata_path = exports.createAccessToken_path;
exports.getAuthorizationServerMetadata_query = exports.cancelBatch_query;
exports.getAuthorizationServerMetadata_headers = exports.cancelBatch_query;
exports.getBatch_path = exports.cancelBatch_path;
exports.getBatch_query = exports.cancelBatch_query;
exports.getBatchDocument_path = exports.deleteBatchDocument_path;
exports.getBatchDocument_query = exports.cancelBatch_query;
exports.getBatchDocument_headers = exports.cancelBatch_query;
exports.getBatchResults_path = exports.cancelBatch_path;
exports.getBatchResults_query = exports.cancelBatch_query;
exports.getBatchResults_headers = exports.cancelBatch_query;
exports.getDocumentFhirBundle_path = exports.deleteBatchDocument_path;
exports.getDocumentFhirBundle_query = exports.cancelBatch_query;
exports.getDocumentFhirBundle_headers = exports.cancelBatch_query;
exports.getFhirCapabilityStatement_path = exports.createAccessToken_path;
exports.getFhirCapabilityStatement_headers = exports.cancelBatch_query;
exports.getFhirExportFile_query = exports.cancelBatch_query;
exports.getFhirExportFile_headers = exports.cancelBatch_query;
exports.getFhirExportStatus_path = exports.deleteFhirExport_path;
exports.getFhirExportStatus_query = exports.cancelBatch_query;
exports.getFhirExportStatus_headers = exports.cancelBatch_query;
exports.getFhirPatientEverything_headers = exports.fhirExportPatient_headers;
exports.getFhirPatientEverythingPost_path = exports.getFhirPatientEverything_path;
exports.getFhirPatientEverythingPost_query = exports.getFhirPatientEverything_query;
exports.getFhirPatientEverythingPost_headers = exports.fhirExportPatient_headers;
exports.getHealth_path = exports.createAccessToken_path;
exports.getHealth_query = exports.cancelBatch_query;
exports.getHealth_headers = exports.cancelBatch_query;
exports.getJwks_path = exports.createAccessToken_path;
exports.getJwks_query = exports.cancelBatch_query;
exports.getJwks_headers = exports.cancelBatch_query;
exports.getLiveness_path = exports.createAccessToken_path;
exports.getLiveness_query = exports.cancelBatch_query;
exports.getLiveness_headers = exports.cancelBatch_query;
exports.getReadiness_path = exports.createAccessToken_path;
exports.getReadiness_query = exports.cancelBatch_query;
exports.getReadiness_headers = exports.cancelBatch_query;
exports.getSmartConfiguration_path = exports.createAccessToken_path;
exports.getSmartConfiguration_query = exports.cancelBatch_query;
exports.getSmartConfiguration_headers = exports.cancelBatch_query;
exports.listBatchDocuments_path = exports.cancelBatch_path;
exports.listBatchDocuments_headers = exports.cancelBatch_query;
exports.listBatches_path = exports.createAccessToken_path;
exports.listBatches_headers = exports.cancelBatch_query;
exports.listDocumentEntities_path = exports.deleteBatchDocument_path;
exports.listDocumentEntities_headers = exports.cancelBatch_query;
exports.readFhirPatient_path = exports.getFhirPatientEverything_path;
exports.readFhirPatient_query = exports.getFhirCapabilityStatement_query;
exports.readFhirPatient_headers = exports.cancelBatch_query;
exports.readFhirResource_query = exports.getFhirCapabilityStatement_query;
exports.readFhirResource_headers = exports.cancelBatch_query;
exports.searchFhirResources_headers = exports.fhirExportPatient_headers;
exports.searchFhirResourcesPost_path = exports.searchFhirResources_path;
exports.searchFhirResourcesPost_query = exports.getFhirCapabilityStatement_query;
exports.searchFhirResourcesPost_headers = exports.fhirExportPatient_headers;
exports.submitBatch_path = exports.cancelBatch_path;
exports.submitBatch_query = exports.cancelBatch_query;
exports.submitBatch_headers = exports.cancelBatch_query;
exports.uploadDocumentContent_path = exports.deleteBatchDocument_path;
exports.uploadDocumentContent_query = exports.cancelBatch_query;
exports.uploadDocumentContent_headers = exports.cancelBatch_query;
})(exports);
